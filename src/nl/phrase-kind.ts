/**
 * The kinds of phrase a template file can hold: `prompts/phrases/{ja,en}/<kind>.hbs`, one variant per
 * line. The comment beside each kind lists the context variables its templates may use; every kind also
 * gets `I` (the persona's first person) and `name` (the speaker's name).
 */
export const PHRASE_KINDS = [
  'greeting', // day 0, no sentence: (only I, name)
  'comingout', // COMINGOUT self: role
  'divined-human', // DIVINED: target
  'divined-werewolf', // DIVINED: target
  'identified-human', // IDENTIFIED: target
  'identified-werewolf', // IDENTIFIED: target
  'guarded', // GUARDED: target
  'estimate-werewolf', // ESTIMATE X WEREWOLF: target
  'estimate-villager', // ESTIMATE X VILLAGER: target
  'estimate-role', // ESTIMATE X other role (or COMINGOUT of another agent): target, role
  'vote', // VOTE: target
  'voted', // VOTED: target
  'divination', // DIVINATION: target
  'guard', // GUARD: target
  'attack', // ATTACK (whisper): target
  'request-vote', // REQUEST (VOTE X): target, addressee ('' = everyone)
  'request-divination', // REQUEST (DIVINATION X): target, addressee
  'request-guard', // REQUEST (GUARD X): target, addressee
  'request-comingout', // REQUEST (COMINGOUT … ROLE) to everyone: role
  'request-comingout-agent', // REQUEST X (COMINGOUT X ANY): addressee
  'request-other', // any other REQUEST: clause (the inner sentence said), addressee
  'inquire-vote', // INQUIRE (VOTE ANY): addressee
  'inquire-divination', // INQUIRE (DIVINATION ANY): addressee
  'inquire-estimate', // INQUIRE (ESTIMATE ANY WEREWOLF): addressee
  'inquire-role', // INQUIRE X (COMINGOUT X ANY): addressee
  'inquire-result', // INQUIRE (DIVINED ANY ANY): addressee
  'inquire-other', // any other INQUIRE: clause, addressee
  'agree', // AGREE: author (who said the talk agreed with)
  'disagree', // DISAGREE: author
  'agree-unknown', // AGREE to a talk whose author is not known
  'disagree-unknown', // DISAGREE to a talk whose author is not known
  'because', // BECAUSE: reason, conclusion (inner sentences said, without final punctuation)
  'not-estimate-werewolf', // NOT (ESTIMATE X WEREWOLF): target
  'not-estimate-villager', // NOT (ESTIMATE X VILLAGER): target
  'not-comingout', // NOT (COMINGOUT self ROLE): role
  'not-other', // any other NOT: clause
  'or', // OR / XOR: first, second
  'day', // DAY n: day, clause
] as const;

export type PhraseKind = (typeof PHRASE_KINDS)[number];

export const isPhraseKind = (name: string): name is PhraseKind => (PHRASE_KINDS as readonly string[]).includes(name);
