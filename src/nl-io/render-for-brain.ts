import type { Language, RecentTalk } from '../nl/index.ts';
import type { Roster, Sentence } from '../protocol/index.ts';
import type { Random } from '../random.ts';
import { defaultRenderer } from './default-renderer.ts';

/** The render call of the rule brain's LanguageBridge (src/brain/rule/language-bridge.ts), by shape. */
export type BrainRenderInput = {
  readonly sentences: readonly Sentence[];
  readonly lang: Language;
  /** The persona's name (the brain passes a name, not a Persona object). */
  readonly persona?: string;
  readonly roster: Roster;
  readonly random: Random;
  /** The speaker's name. */
  readonly self?: string;
  readonly greeting?: boolean;
  readonly authorOf?: (day: number, idx: number) => string | undefined;
};

/** The talks AGREE/DISAGREE refer to, with their authors, so the phrase can name them. */
const referredTalks = (input: BrainRenderInput): RecentTalk[] =>
  input.sentences.flatMap((sentence) => {
    if (sentence.type !== 'AGREE' && sentence.type !== 'DISAGREE') return [];
    const speaker = input.authorOf?.(sentence.talkDay, sentence.talkId);
    return speaker === undefined
      ? []
      : [{ day: sentence.talkDay, idx: sentence.talkId, speaker, type: sentence.talkType }];
  });

/**
 * The shipped phrase templates behind the rule brain's `render` signature: pass it to
 * `createNlBridge({ render: renderForBrain })`. A greeting comes first when asked for.
 */
export const renderForBrain = (input: BrainRenderInput): string => {
  const renderer = defaultRenderer(input.lang);
  const self = input.self === undefined ? undefined : input.roster.numberOf(input.self);
  const common = {
    roster: input.roster,
    random: input.random,
    ...(self === undefined ? {} : { self }),
    persona: {
      ...(input.persona === undefined && input.self === undefined ? {} : { name: input.persona ?? input.self ?? '' }),
    },
    recentTalks: referredTalks(input),
  };
  const said = input.sentences.length === 0 ? '' : renderer.render({ ...common, sentences: input.sentences });
  if (input.greeting !== true) return said === '' ? 'Over' : said;
  const greeting = renderer.greet(common);
  if (said === '' || said === 'Over' || said === 'Skip') return greeting;
  return `${greeting}${input.lang === 'ja' ? '' : ' '}${said}`;
};
