import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, type RecentTalk, understand } from '../../../src/nl/index.ts';
import { createRoster } from '../../../src/protocol/index.ts';
import { type Counts, countedLabelParts, countedParts, type Mistake } from '../evaluation.ts';

/**
 * Talk lines drawn at random (seed 7, 80 per language, `Over`/`Skip` left out) from the real contest logs
 * and labelled by hand: what the speaker says in their own voice, as protocol sentences. Guideline:
 * conditionals, questions about others' claims and retold results say nothing; 怪しい/不自然/疑う/狼寄り,
 * suspicious/uneasy/wary mean ESTIMATE WEREWOLF, while 気になる/注目/watching do not; a request that the
 * seer tell a result is INQUIRE (DIVINED ANY ANY); bare 同意 agrees with the talk just before.
 */
export type RealTalkExample = {
  /** `folder/file.log#day/idx` in the fixture logs. */
  readonly source: string;
  readonly lang: Language;
  readonly speaker: string;
  readonly names: readonly string[];
  /** The newest earlier talk of each agent (all that AGREE needs). */
  readonly recentTalks: readonly RecentTalk[];
  readonly text: string;
  readonly expected: readonly string[];
};

const readExamples = (file: string): readonly RealTalkExample[] =>
  readFileSync(join(import.meta.dirname, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RealTalkExample);

/** 160 lines (seed 7, 80 per language): the rules were tuned on these. */
export const REAL_TALK: readonly RealTalkExample[] = readExamples('hand-labelled.jsonl');

/**
 * 80 further lines (seed 11, 40 per language, none of the above), labelled after the tuning on
 * REAL_TALK: an estimate on unseen contest talk. Their first score is kept in the README.
 */
export const REAL_TALK_HELD_OUT: readonly RealTalkExample[] = readExamples('held-out.jsonl');

/**
 * 80 more lines (seed 13, 40 per language, none of the above), labelled after the second round of
 * tuning (which never looked at REAL_TALK_HELD_OUT's mistakes): the freshest estimate.
 */
export const REAL_TALK_HELD_OUT_2: readonly RealTalkExample[] = readExamples('held-out-2.jsonl');

/**
 * Issue 13's pre-registered sample: 160 lines (seed `issue13-pre-2026-11-23`, 80 per language, 2025
 * folders only, none of the above), drawn by `draw-sample.ts` and labelled before any rule was changed
 * for that issue; the rules were then tuned on it.
 */
export const REAL_TALK_PRE_REGISTERED: readonly RealTalkExample[] = readExamples('pre-registered.jsonl');

/**
 * Issue 13's post-tuning sample: 160 more lines (seed `issue13-post-2026-11-23`, 80 per language, all
 * folders including the held-out jsai2026 ones, none of the above), drawn and labelled after the tuning.
 */
export const REAL_TALK_POST_TUNING: readonly RealTalkExample[] = readExamples('post-tuning.jsonl');

/**
 * Issue 13's English round three, pre-registered: 80 en lines (seed `issue13-en-round3-pre-2026-11-23`,
 * 2025 folders, none of the above), drawn and labelled before that round's tuning, then tuned on.
 */
export const REAL_TALK_EN_SAMPLE_3_TUNED: readonly RealTalkExample[] = readExamples('en-sample-3-tuned.jsonl');

/**
 * Issue 13's English round three, post-tuning: 80 en lines (seed `issue13-en-round3-post-2026-11-23`, all
 * folders, none of the above), drawn and labelled by hand after that round's tuning and never tuned on.
 */
export const REAL_TALK_EN_SAMPLE_3_FRESH: readonly RealTalkExample[] = readExamples('en-sample-3-fresh.jsonl');

/**
 * Issue 13's English round four, pre-registered: 80 en lines (seed `issue13-en-round4-pre-2026-11-23`, 2025
 * folders, none of the above), drawn and labelled by hand before that round's tuning, then tuned on.
 */
export const REAL_TALK_EN_SAMPLE_4_TUNED: readonly RealTalkExample[] = readExamples('en-sample-4-tuned.jsonl');

/**
 * Issue 13's English round four, fresh: 80 en lines (seed `issue13-en-round4-post-2026-11-23`, all folders,
 * none of the above), drawn after that round's tuning froze and labelled by hand before scoring; never tuned on.
 */
export const REAL_TALK_EN_SAMPLE_4_FRESH: readonly RealTalkExample[] = readExamples('en-sample-4-fresh.jsonl');

/**
 * Issue 13's English round five, pre-registered: 80 en lines (seed `issue13-en-round5-pre-2026-11-24`, 2025
 * folders, none of the above), drawn and labelled by hand before that round's tuning, then tuned on.
 */
export const REAL_TALK_EN_SAMPLE_5_TUNED: readonly RealTalkExample[] = readExamples('en-sample-5-tuned.jsonl');

/**
 * Issue 13's English round five, fresh: 80 en lines (seed `issue13-en-round5-post-2026-11-24`, all folders,
 * none of the above), drawn after that round's tuning froze and labelled by hand before scoring; never tuned on.
 */
export const REAL_TALK_EN_SAMPLE_5_FRESH: readonly RealTalkExample[] = readExamples('en-sample-5-fresh.jsonl');

/**
 * Issue 13's English round six, pre-registered: 80 en lines (seed `issue13-en-round6-pre-2026-11-24`, 2025
 * folders, none of the above), drawn and labelled by hand before that round's tuning, then used for its error
 * analysis by class.
 */
export const REAL_TALK_EN_SAMPLE_6_TUNED: readonly RealTalkExample[] = readExamples('en-sample-6-tuned.jsonl');

/**
 * Issue 13's English round six, fresh: 80 en lines (seed `issue13-en-round6-post-2026-11-24`, all folders,
 * none of the above), drawn after that round's tuning froze and labelled by hand before scoring; never tuned on.
 */
export const REAL_TALK_EN_SAMPLE_6_FRESH: readonly RealTalkExample[] = readExamples('en-sample-6-fresh.jsonl');

/**
 * Issue 13, Japanese round three: 80 ja lines (seed `issue13-ja-round3-pre-2026-11-23`, 2025 folders only,
 * none of the above), drawn and labelled before that round's tuning; the rules were then tuned on them.
 */
export const REAL_TALK_JA_SAMPLE_3_TUNED: readonly RealTalkExample[] = readExamples('ja-sample-3-tuned.jsonl');

/**
 * Issue 13, Japanese round three, after the tuning: 80 fresh ja lines (seed `issue13-ja-round3-post-2026-11-23`,
 * all folders including the held-out jsai2026 ones), labelled by hand before they were scored; never tuned on.
 */
export const REAL_TALK_JA_SAMPLE_3_FRESH: readonly RealTalkExample[] = readExamples('ja-sample-3-fresh.jsonl');

/**
 * Issue 13, Japanese round four: 80 ja lines (seed `issue13-ja-round4-pre-2026-11-23`, 2025 folders only,
 * none of the above), drawn and labelled before that round's tuning; the rules were then tuned on them.
 */
export const REAL_TALK_JA_SAMPLE_4_TUNED: readonly RealTalkExample[] = readExamples('ja-sample-4-tuned.jsonl');

/**
 * Issue 13, Japanese round four, after the tuning: 80 fresh ja lines (seed `issue13-ja-round4-post-2026-11-23`,
 * all folders including the held-out jsai2026 ones), labelled by hand before they were scored; never tuned on.
 */
export const REAL_TALK_JA_SAMPLE_4_FRESH: readonly RealTalkExample[] = readExamples('ja-sample-4-fresh.jsonl');

/**
 * Issue 13, Japanese round five: 80 ja lines (seed `issue13-ja-round5-pre-2026-11-24`, 2025 folders only),
 * drawn and labelled before that round's recall tuning; the rules were then tuned on them.
 */
export const REAL_TALK_JA_SAMPLE_5_TUNED: readonly RealTalkExample[] = readExamples('ja-sample-5-tuned.jsonl');

/**
 * Issue 13, Japanese round five, after the tuning: 80 fresh ja lines (seed `issue13-ja-round5-post-2026-11-24`,
 * all folders including the held-out jsai2026 ones), labelled by hand before they were scored; never tuned on.
 */
export const REAL_TALK_JA_SAMPLE_5_FRESH: readonly RealTalkExample[] = readExamples('ja-sample-5-fresh.jsonl');

/**
 * Issue 13, Japanese round six: 80 ja lines (seed `issue13-ja-round6-pre-2026-11-24`, 2025 folders only),
 * drawn and labelled before that round's tuning; then used, with every earlier ja sample, for an error analysis by class.
 */
export const REAL_TALK_JA_SAMPLE_6_TUNED: readonly RealTalkExample[] = readExamples('ja-sample-6-tuned.jsonl');

/**
 * Issue 13, Japanese round six, after the tuning froze (`ef54963`): 80 fresh ja lines (seed
 * `issue13-ja-round6-post-2026-11-24`, all folders including the held-out jsai2026 ones), labelled by hand before
 * they were scored; never tuned on.
 */
export const REAL_TALK_JA_SAMPLE_6_FRESH: readonly RealTalkExample[] = readExamples('ja-sample-6-fresh.jsonl');

export type RealTalkSet =
  | 'tuned'
  | 'held-out'
  | 'held-out-2'
  | 'pre-registered'
  | 'post-tuning'
  | 'ja-sample-3-tuned'
  | 'ja-sample-3-fresh'
  | 'ja-sample-4-tuned'
  | 'ja-sample-4-fresh'
  | 'ja-sample-5-tuned'
  | 'ja-sample-5-fresh'
  | 'ja-sample-6-tuned'
  | 'ja-sample-6-fresh'
  | 'en-sample-3-tuned'
  | 'en-sample-3-fresh'
  | 'en-sample-4-tuned'
  | 'en-sample-4-fresh'
  | 'en-sample-5-tuned'
  | 'en-sample-5-fresh'
  | 'en-sample-6-tuned'
  | 'en-sample-6-fresh';
const REAL_TALK_SETS: Record<RealTalkSet, readonly RealTalkExample[]> = {
  tuned: REAL_TALK,
  'held-out': REAL_TALK_HELD_OUT,
  'held-out-2': REAL_TALK_HELD_OUT_2,
  'pre-registered': REAL_TALK_PRE_REGISTERED,
  'post-tuning': REAL_TALK_POST_TUNING,
  'ja-sample-3-tuned': REAL_TALK_JA_SAMPLE_3_TUNED,
  'ja-sample-3-fresh': REAL_TALK_JA_SAMPLE_3_FRESH,
  'ja-sample-4-tuned': REAL_TALK_JA_SAMPLE_4_TUNED,
  'ja-sample-4-fresh': REAL_TALK_JA_SAMPLE_4_FRESH,
  'ja-sample-5-tuned': REAL_TALK_JA_SAMPLE_5_TUNED,
  'ja-sample-5-fresh': REAL_TALK_JA_SAMPLE_5_FRESH,
  'ja-sample-6-tuned': REAL_TALK_JA_SAMPLE_6_TUNED,
  'ja-sample-6-fresh': REAL_TALK_JA_SAMPLE_6_FRESH,
  'en-sample-3-tuned': REAL_TALK_EN_SAMPLE_3_TUNED,
  'en-sample-3-fresh': REAL_TALK_EN_SAMPLE_3_FRESH,
  'en-sample-4-tuned': REAL_TALK_EN_SAMPLE_4_TUNED,
  'en-sample-4-fresh': REAL_TALK_EN_SAMPLE_4_FRESH,
  'en-sample-5-tuned': REAL_TALK_EN_SAMPLE_5_TUNED,
  'en-sample-5-fresh': REAL_TALK_EN_SAMPLE_5_FRESH,
  'en-sample-6-tuned': REAL_TALK_EN_SAMPLE_6_TUNED,
  'en-sample-6-fresh': REAL_TALK_EN_SAMPLE_6_FRESH,
};

/** Micro precision and recall of `understand` over the hand-labelled real talk of one language. */
export const evaluateRealTalk = (
  lang: Language,
  set: RealTalkSet = 'tuned',
): { overall: Counts; mistakes: Mistake[]; utterances: number } => {
  const overall: Counts = { truePositives: 0, predicted: 0, expected: 0 };
  const mistakes: Mistake[] = [];
  const examples = REAL_TALK_SETS[set].filter((example) => example.lang === lang);
  for (const example of examples) {
    const roster = createRoster(example.names);
    const predicted = countedParts(
      understand({
        text: example.text,
        speaker: example.speaker,
        roster,
        lang,
        recentTalks: example.recentTalks,
      }),
    );
    const expected = countedLabelParts(example.expected);
    const remaining = [...expected];
    const extra: string[] = [];
    for (const sentence of predicted) {
      overall.predicted += 1;
      const index = remaining.indexOf(sentence);
      if (index === -1) extra.push(sentence);
      else {
        remaining.splice(index, 1);
        overall.truePositives += 1;
      }
    }
    overall.expected += expected.length;
    if (remaining.length > 0 || extra.length > 0) {
      mistakes.push({ speaker: example.speaker, text: example.text, missing: remaining, extra });
    }
  }
  return { overall, mistakes, utterances: examples.length };
};
