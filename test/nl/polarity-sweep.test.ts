import { describe, expect, it } from 'vitest';
import { type Language, understand } from '../../src/nl/index.ts';
import { createRoster } from '../../src/protocol/index.ts';
import {
  ENGLISH_POLARITY_NAMES,
  ENGLISH_POLARITY_SPEAKER,
  JAPANESE_POLARITY_NAMES,
  JAPANESE_POLARITY_SPEAKER,
} from './polarity-cases.ts';
import { assertedReadings } from './read-printed.ts';

/**
 * The polarity family's hand-written cases test one sentence each; this sweep crosses denial frames with
 * subjects (one agent, agents named together, honorifics, `@Name`) and predicates, so that a denial which
 * misses a shape (a list's `and` taken for a clause boundary, a frame the scope does not know) is found
 * whatever the agent. Not one combination may be read as the judgement it denies.
 */
type Sweep = { readonly text: string; readonly denied: readonly string[] };

const cross = (
  subjects: readonly (readonly [string, readonly number[]])[],
  predicates: readonly string[],
  frames: readonly string[],
  denied: (agent: number) => readonly string[],
): Sweep[] =>
  subjects.flatMap(([subject, agents]) =>
    predicates.flatMap((predicate) =>
      frames.map((frame) => ({
        text: frame.replace('{p}', predicate.replace('{s}', subject)),
        denied: agents.flatMap(denied),
      })),
    ),
  );

const wolf = (agent: number): string[] => [`ESTIMATE Agent[0${agent}] WEREWOLF`];
const trusted = (agent: number): string[] => [`ESTIMATE Agent[0${agent}] VILLAGER`, `ESTIMATE Agent[0${agent}] SEER`];
const voted = (agent: number): string[] => [`VOTE Agent[0${agent}]`, `REQUEST ANY (VOTE Agent[0${agent}])`];

// English roster: Servas, Asuka (the speaker), Midori, Shizue, Victoria.
const EN_SUBJECTS = [
  ['Midori', [3]],
  ['Midori and Shizue', [3, 4]],
  ['Midori, Shizue and Victoria', [3, 4, 5]],
  ['both Midori and Shizue', [3, 4]],
  ['Mr. Servas', [1]],
  ['@Midori', [3]],
] as const;
const EN_FRAMES = [
  "I don't think {p}",
  'I do not think {p}',
  "I don't believe {p}",
  'I doubt {p}',
  'No way {p}',
  "It's not like {p}",
  "I wouldn't say {p}",
  'I never said {p}',
  'Nobody thinks {p}',
  "I can't say {p}",
  'It is not true that {p}',
  "I'm not sure {p}",
  "It's unlikely {p}",
  'I refuse to believe {p}',
  'I disagree that {p}',
  "It's wrong to say {p}",
  "I don't buy that {p}",
  "I'm not convinced {p}",
];
const EN_SWEEP = [
  ...cross(
    EN_SUBJECTS,
    [
      '{s} is a werewolf',
      '{s} are werewolves',
      '{s} is suspicious',
      '{s} are suspicious',
      '{s} seems suspicious',
      '{s} look suspicious',
      '{s} is the wolf',
      '{s} is acting suspicious',
      '{s} is wolfy',
    ],
    EN_FRAMES,
    wolf,
  ),
  ...cross(
    EN_SUBJECTS,
    ['{s} is human', '{s} is innocent', '{s} is trustworthy', '{s} is the real seer', '{s} is on the village side'],
    EN_FRAMES,
    trusted,
  ),
  ...cross(
    EN_SUBJECTS,
    ['{s}'],
    [
      "I won't vote for {p}",
      "I'm not voting for {p}",
      "Don't vote for {p}",
      "Let's not vote {p}",
      'Nobody should vote {p}',
      "I'm not going to vote {p}",
      "We shouldn't execute {p}",
      "I don't want to vote {p}",
    ],
    voted,
  ),
];

// Japanese roster: エリザ, ハナ, リア, ハンク, リョウ (the speaker).
const JA_SUBJECTS = [
  ['リア', [3]],
  ['リアさん', [3]],
  ['リアとハンク', [3, 4]],
  ['リアもハンクも', [3, 4]],
  ['@リア', [3]],
  ['リアとハンクの二人', [3, 4]],
] as const;
const JA_FRAMES = [
  '{p}とは思わない',
  '{p}とは思えない',
  '{p}とは言えない',
  '{p}とは限らない',
  '{p}わけではない',
  '{p}はずがない',
  '{p}なんてありえない',
  '{p}という根拠はない',
  '{p}と決めつけるのは早い',
  '{p}とは考えていない',
  '{p}と言った覚えはない',
  '{p}とは断言できない',
  '{p}かどうかは分からない',
  '{p}という意見には反対だ',
  '{p}と思っていたが、違った',
  '{p}というのは誤解だ',
  '{p}という証拠はない',
];
const JA_SWEEP = [
  ...cross(
    JA_SUBJECTS,
    [
      '{s}は人狼',
      '{s}は狼',
      '{s}が怪しい',
      '{s}は怪しい',
      '{s}が黒',
      '{s}は嘘をついている',
      '{s}は黒い',
      '{s}は狼っぽい',
    ],
    JA_FRAMES,
    wolf,
  ),
  ...cross(JA_SUBJECTS, ['{s}は人間', '{s}は白', '{s}は村人', '{s}は信用できる', '{s}は村側'], JA_FRAMES, trusted),
  ...cross(
    JA_SUBJECTS,
    ['{s}'],
    [
      '{p}には投票しない',
      '{p}に投票するつもりはない',
      '{p}には入れない',
      '{p}に投票しないで',
      '{p}には投票すべきではない',
      '{p}に投票する気はない',
      '{p}に投票したわけではない',
    ],
    voted,
  ),
];

const SWEEPS: Record<Language, { sweep: readonly Sweep[]; names: readonly string[]; speaker: string }> = {
  en: { sweep: EN_SWEEP, names: ENGLISH_POLARITY_NAMES, speaker: ENGLISH_POLARITY_SPEAKER },
  ja: { sweep: JA_SWEEP, names: JAPANESE_POLARITY_NAMES, speaker: JAPANESE_POLARITY_SPEAKER },
};

describe('polarity sweep: denial frames × subjects × predicates', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`${lang}: no combination is read as the judgement it denies`, () => {
      const { sweep, names, speaker } = SWEEPS[lang];
      const roster = createRoster(names);
      expect(sweep.length).toBeGreaterThan(900);
      const flips = sweep.flatMap(({ text, denied }) => {
        const read = understand({ text, speaker, roster, lang }).flatMap(assertedReadings);
        const flipped = read.filter((printed) => denied.includes(printed));
        return flipped.length === 0 ? [] : [`${text} → ${flipped.join(' ; ')}`];
      });
      expect(flips).toEqual([]);
    });
  }
});
