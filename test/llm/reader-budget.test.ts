import { describe, expect, it } from 'vitest';
import { READER_TOKENS_PER_DAY } from '../../src/brain/llm/llm-brain.ts';
import { createTalkReader } from '../../src/brain/llm/talk-reader.ts';
import { type GameState, initialGameState, type TalkEntry } from '../../src/game/index.ts';
import { batchExtractionRequest, type StructuredExtractor } from '../../src/nl/index.ts';
import { createRoster } from '../../src/protocol/index.ts';
import { estimateTokens } from '../support/fake-openai-server.ts';

const ROSTERS = {
  ja: [
    'ミナト',
    'サクラ',
    'ダイスケ',
    'シオン',
    'ミヅキ',
    'ジョナサン',
    'ミナコ',
    'ベンジャミン',
    'ミドリ',
    'ヴィクトリア',
    'セルヴァス',
    'シュンイチ',
    'トシオ',
  ],
  en: [
    'Minato',
    'Sakura',
    'Daisuke',
    'Shion',
    'Mizuki',
    'Jonathan',
    'Minako',
    'Benjamin',
    'Midori',
    'Victoria',
    'Servas',
    'Shunichi',
    'Toshio',
  ],
} as const;
const LINE = {
  ja: 'サクラさんの昨日の発言、ちょっと引っかかるんだよね。今日はそこを詰めたいな。',
  en: "Sakura's vote yesterday still bothers me and I want to hear more from her today before we decide.",
} as const;

/**
 * The batch prompt states the labelling guideline's boundaries (about 720 estimated tokens for a Japanese
 * 13-player roster): the day's budget must still pay for it and a round of talk (four 40-character Japanese
 * lines, about 180 tokens) at the largest table, or the model reader would silently read less, or never run.
 */
describe.each(['ja', 'en'] as const)('the model reader within its default day budget (%s, 13 players)', (lang) => {
  it('sends the round in one batch, as many talks as before the boundaries (4 Japanese lines of 40 characters)', async () => {
    const names = ROSTERS[lang];
    const talks: TalkEntry[] = names.slice(1).map((agent, idx) => ({
      idx,
      day: 1,
      turn: 0,
      agent,
      text: LINE[lang],
      skip: false,
      over: false,
    }));
    const state: GameState = {
      ...initialGameState({ self: names[0] }),
      self: names[0],
      day: 1,
      agents: names,
      status: Object.fromEntries(names.map((name) => [name, 'ALIVE'])),
      talks,
    };
    const sent: string[] = [];
    const extractor: StructuredExtractor = async (request) => {
      sent.push(request.user);
      return { talks: [] };
    };
    const reader = createTalkReader({ extractor, lang, timeoutMs: 1_000, maxTokensPerDay: READER_TOKENS_PER_DAY });
    reader.readNew(state, createRoster(names));
    await reader.pending();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.split('\n').length).toBeGreaterThanOrEqual(lang === 'ja' ? 4 : 8);
  });

  it('leaves that round room in the budget beside the batch system prompt (what an edit of the boundaries may spend)', () => {
    const { system } = batchExtractionRequest({ talks: [], roster: createRoster(ROSTERS[lang]), lang });
    // Each talk costs its estimate plus 4 (its id and speaker): the round above, four Japanese lines of 40.
    const round = lang === 'ja' ? 4 * (40 + 4) : 8 * (Math.ceil(LINE.en.length / 4) + 4);
    const spare = READER_TOKENS_PER_DAY - estimateTokens(system) - round;
    expect(
      spare,
      `the batch system prompt is ${-spare} est. tokens too long: trim the rules or brief examples of src/nl/reading-boundaries.ts`,
    ).toBeGreaterThanOrEqual(0);
  });
});
