/**
 * What the learned reader can say: one template per class, `X` the candidate agent (pair classes) and
 * `I` the speaker. The classes are the forms real contest talk uses often enough to learn (the labelled
 * corpus, data/real-talk/); rarer forms stay with the rules.
 */
export const PAIR_CLASSES = [
  'ESTIMATE X WEREWOLF',
  'ESTIMATE X VILLAGER',
  'ESTIMATE X SEER',
  'ESTIMATE X POSSESSED',
  'VOTE X',
  'VOTED X',
  'REQUEST ANY (VOTE X)',
  'REQUEST ANY (DIVINATION X)',
  'DIVINED X HUMAN',
  'DIVINED X WEREWOLF',
  'IDENTIFIED X HUMAN',
  'IDENTIFIED X WEREWOLF',
  'INQUIRE X (ESTIMATE ANY WEREWOLF)',
  'INQUIRE X (DIVINED ANY ANY)',
  'INQUIRE X (VOTE ANY)',
  'INQUIRE X (COMINGOUT X ANY)',
  'INQUIRE X (COMINGOUT X SEER)',
] as const;

export const UTTERANCE_CLASSES = [
  'COMINGOUT I SEER',
  'COMINGOUT I MEDIUM',
  'COMINGOUT I BODYGUARD',
  'COMINGOUT I VILLAGER',
  'INQUIRE ANY (ESTIMATE ANY WEREWOLF)',
  'INQUIRE ANY (ESTIMATE ANY VILLAGER)',
  'INQUIRE ANY (DIVINED ANY ANY)',
  'INQUIRE ANY (VOTE ANY)',
  'REQUEST ANY (COMINGOUT ANY SEER)',
] as const;

const agentText = (agent: number): string => `Agent[${String(agent).padStart(2, '0')}]`;

/** The protocol text of a class for one candidate and speaker. */
export const sentenceText = (template: string, candidate: number, speaker: number): string =>
  template.replace(/\bX\b/gu, agentText(candidate)).replace(/\bI\b/gu, agentText(speaker));

/** The class of a labelled sentence about `candidate` said by `speaker`, if it has one. */
export const templateOf = (printed: string, candidate: number, speaker: number): string | undefined => {
  const template = printed.replaceAll(agentText(speaker), 'I').replaceAll(agentText(candidate), 'X');
  return /Agent\[/u.test(template) ? undefined : template;
};
