import { ANY_AGENT } from '../agent-mention.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { ANY, action, comingOut, divined, estimate, inquire } from '../sentence-builders.ts';
import { rule, words } from './patterns.ts';
import { negatedInside } from './rule-targets.ts';

/**
 * English asks of everyone or of the one addressed, by what is asked: a read (`could everyone give one
 * quick read?`, `who looks like a wolf to you?`), a result to back a claim, a night plan (`what's your
 * guard target tonight?`), a claim (`are you claiming seer?`); and agreeing with a point of the one
 * addressed (`@X I agree we need the medium's info`).
 */

/** In the order they are tried. */
export const ENGLISH_ASKED_READ_AND_PLAN_RULES: readonly PhraseRule[] = [
  // `Could everyone give one quick read?`, `can you share your thoughts or reads?`, `Let's each give a read`.
  rule(
    'inquire-give-read',
    `\\b(?:give|share|post|offer|drop|provide|tell\\s+us|tell\\s+me)\\s+(?:us\\s+|me\\s+)?(?:(?:your|a|one|some|any|their|his|her)\\s+)(?:(?!(?:to|avoid|without|prevent|of|about|on|for|from)\\b)[\\w-]+\\s+){0,6}?(reads?|suspicions?|suspects?|wolf\\s+reads?|town\\s+reads?)\\b`,
    (match, context) => {
      const before = context.before;
      if (negatedInside(`${before} ${match[0]}`)) return undefined;
      // `I'll give my read`, `I gave a read`: said, not asked; `If not give a read`: a condition.
      if (/\b(?:I|I'll|I’ll|I'd|I’d|me|if|unless|otherwise|or\s+else|until)\b/iu.test(before)) return undefined;
      if (/\b(?:my|our)\s/iu.test(match[0])) return undefined;
      const each =
        /\b(?:each|every\s*one|everybody|all\s+of\s+you|others|everyone\s+else|the\s+rest)\b/iu.test(before) ||
        /\blet(?:'s|’s|\s+us)\b/iu.test(before);
      const asked = each ? ANY : context.addressee === context.speaker ? ANY : context.addressee;
      const noun = (match[1] ?? '').toLowerCase();
      return inquire(asked, estimate(ANY, noun.startsWith('town') ? 'VILLAGER' : 'WEREWOLF'));
    },
  ),
  // `Who looks like a wolf to you?`, `who seems most suspicious to you right now?`.
  rule(
    'inquire-who-looks',
    `\\bwho\\s+(?:looks|seems|feels|reads|strikes\\s+you)\\s+(?:(?:the\\s+)?most\\s+|more\\s+|like\\s+(?:a|the)\\s+|as\\s+(?:a|the)\\s+)?(?:(?:were)?wolf|suspicious|sus|wolfy|shady|fishy)\\b[^.!?]*\\b(?:to\\s+you|you)\\b`,
    (_, context) => inquire(context.addressee === context.speaker ? ANY : context.addressee, estimate(ANY, 'WEREWOLF')),
    'question',
  ),
  // `If you're the seer prove it now with your result`: the result asked of the one addressed.
  rule(
    'inquire-prove-with-result',
    `\\b(?:prove|show|back|support|confirm)\\s+(?:it|that|this|your\\s+claim|yourself)\\s+(?:now\\s+)?(?:with|by\\s+(?:sharing|showing|giving|revealing))\\s+(?:your|a|the)\\s+(?:\\w+\\s+)?(?:results?|divinations?|checks?)\\b`,
    (_, context) =>
      context.addressee === ANY || context.addressee === context.speaker
        ? undefined
        : inquire(context.addressee, divined(ANY, 'ANY')),
  ),
  // `@Asuka please tell us your divination plan`, `what's your guard target tonight?`: the plan of the one addressed.
  rule(
    'inquire-night-plan',
    `\\b(?:tell\\s+(?:us|me)|share|state|give\\s+us|post|announce|what(?:'s|’s|\\s+is|\\s+are))\\s+your\\s+(?:(?:night|tonight's|tonight’s)\\s+)?(divination|divine|check|guard|protection)\\s+(?:plans?|targets?|choice|pick)\\b`,
    (match, context) => {
      const asked = context.addressee === context.speaker ? ANY : context.addressee;
      // `I'll tell you my plan`, `if nobody objects, share your plan`: not a question; `if you're the seer, tell
      // us your plan` asks the one addressed (its role condition is dropped before the rules run).
      if (/\b(?:I|unless)\b/iu.test(context.before)) return undefined;
      if (negatedInside(`${context.before} ${match[0]}`)) return undefined;
      const guard = /^(?:guard|protection)/iu.test(match[1] ?? '');
      return inquire(asked, action(guard ? 'GUARD' : 'DIVINATION', ANY));
    },
  ),
  // `@Misaki are you claiming seer?`, `are you claiming to be the medium?`.
  rule(
    'inquire-claiming-role',
    `\\bare\\s+you\\s+(?:(?:really|actually|now|still)\\s+)?(?:claiming|CO-?ing|coming\\s+out\\s+as)\\s+(?:to\\s+be\\s+)?(?:the\\s+|a\\s+)?(${words.role})\\b`,
    (match, context) => {
      const role = words.roleOf(match[1] ?? '');
      if (role === undefined || context.addressee === ANY || context.addressee === context.speaker) return undefined;
      return inquire(context.addressee, comingOut(context.addressee, role));
    },
    'question',
  ),
  // `@Shunichi I agree we need the medium's info`: agreeing with a point of the one addressed.
  rule(
    'agree-addressed-point',
    `^\\s*(?:${ANY_AGENT}\\s*[,:]?\\s*)?I\\s+(?:(?:totally|fully|completely|strongly|also|definitely|really)\\s+)?(agree|disagree)\\s+(?:that\\s+)?(?=(?:we|it|this|that|you|there|the|our)\\b)`,
    (match, context) => {
      if (context.addressee === ANY || context.addressee === context.speaker) return undefined;
      const reference = context.referenceTo(context.addressee);
      if (reference === undefined) return undefined;
      return {
        type: (match[1] ?? '').toLowerCase() === 'disagree' ? 'DISAGREE' : 'AGREE',
        talkType: reference.talkType,
        talkDay: reference.day,
        talkId: reference.id,
      };
    },
    // At the head of a sentence, even one that goes on to ask something.
    'any',
  ),
];
