import type { ChatModel } from '../brain/llm/chat-model.ts';
import type { AiwolfError } from '../errors.ts';
import type { GameRecord } from '../game-log/index.ts';
import { languageOf } from '../replay/from-game-record.ts';
import { criteriaFor, type RankingCriterion } from './criteria.ts';
import { askJudgeModel, type JudgeUsage, runJudgeJobs } from './judge-requests.ts';
import { judgeLogRecords } from './judge-log-records.ts';
import type { JudgeTemplates } from './judge-templates.ts';
import { checkRanking, RANKING_REPLY_SCHEMA, type RankingProblem } from './ranking.ts';

/** One game as the judge reads it. */
export type JudgeGame = {
  /** `folder/file`, unique within a run. */
  readonly id: string;
  readonly log: string;
  readonly folder: string;
  readonly lang: 'ja' | 'en';
  readonly players: readonly { readonly name: string; readonly team: string; readonly profile?: string }[];
  readonly record: GameRecord;
};

export const judgeGameOf = (options: {
  readonly log: string;
  readonly folder: string;
  readonly record: GameRecord;
  readonly profiles?: ReadonlyMap<string, string>;
}): JudgeGame => ({
  id: `${options.folder}/${options.record.id}`,
  log: options.log,
  folder: options.folder,
  lang: languageOf(options.record),
  players: options.record.seats.map((seat) => {
    // One line per player in the prompt: the server's profiles are several lines (age, character, …).
    const profile = options.profiles
      ?.get(seat.name)
      ?.trim()
      .replace(/\s*\n\s*/gu, ' / ');
    return { name: seat.name, team: seat.team, ...(profile === undefined ? {} : { profile }) };
  }),
  record: options.record,
});

/** One line of the rankings JSONL: a valid ranking with its reasons, or the ranking that never came right. */
export type RankingLine = {
  readonly game: string;
  readonly log: string;
  readonly folder: string;
  readonly criterion: RankingCriterion;
  readonly model: string;
  /** Replies asked for (1 + retries used). */
  readonly attempts: number;
  readonly rankings?: readonly { player_name: string; team: string; ranking: number; reasoning: string }[];
  readonly error?: {
    readonly code: 'invalid_ranking';
    readonly problems: readonly { readonly code: RankingProblem; readonly detail: string }[][];
  };
};

export const rankingMessages = (game: JudgeGame, criterion: RankingCriterion, templates: JudgeTemplates) => [
  { role: 'system' as const, content: templates.render('ranking-system', {}) },
  {
    role: 'user' as const,
    content: templates.render('ranking', {
      playerCount: game.players.length,
      criterion: templates.criterion(criterion),
      players: game.players.map((player) => ({ name: player.name, profile: player.profile ?? '' })),
      hasProfiles: game.players.some((player) => player.profile !== undefined),
      gameLog: JSON.stringify(judgeLogRecords(game.record)),
    }),
  },
];

/** Every (game, criterion) request of a run: A–E for each game, F for 9 and 13 players. */
export const rankingJobs = (games: readonly JudgeGame[]): { game: JudgeGame; criterion: RankingCriterion }[] =>
  games.flatMap((game) => criteriaFor(game.players.length).map((criterion) => ({ game, criterion })));

/**
 * The official judge's method: per game and criterion one request that ranks all players, checked
 * (`checkRanking`) and asked again up to `retries` times; a ranking that never comes right is written
 * as an error line, never repaired. Lines go to `onLine` as they come. A failed request (endpoint down,
 * too slow, `maxRequests` reached) stops the run with an error saying how far it got.
 */
export const judgeGames = async (options: {
  readonly jobs: readonly { readonly game: JudgeGame; readonly criterion: RankingCriterion }[];
  readonly model: ChatModel;
  readonly modelName: string;
  readonly templates: (lang: 'ja' | 'en') => JudgeTemplates;
  readonly retries: number;
  readonly concurrency: number;
  readonly requestDeadlineMs: number;
  readonly maxRequests?: number;
  readonly usage: JudgeUsage;
  readonly onLine: (line: RankingLine) => void;
  readonly onProgress?: (done: number, total: number) => void;
}): Promise<{ ranked: number; invalid: number }> => {
  let ranked = 0;
  let invalid = 0;
  let stopped: AiwolfError | undefined;
  const ask = async (game: JudgeGame, criterion: RankingCriterion): Promise<void> => {
    const messages = rankingMessages(game, criterion, options.templates(game.lang));
    const names = game.players.map((player) => player.name);
    const teamOf = new Map(game.players.map((player) => [player.name, player.team]));
    const problems: { code: RankingProblem; detail: string }[][] = [];
    const base = { game: game.id, log: game.log, folder: game.folder, criterion, model: options.modelName };
    for (let attempt = 1; attempt <= options.retries + 1; attempt++) {
      if (stopped !== undefined) return;
      const asked = await askJudgeModel({
        model: options.model,
        messages,
        replySchema: RANKING_REPLY_SCHEMA,
        requestDeadlineMs: options.requestDeadlineMs,
        ...(options.maxRequests === undefined ? {} : { maxRequests: options.maxRequests }),
        usage: options.usage,
        what: `${game.id} ${criterion}`,
      });
      if (!asked.ok) {
        stopped ??= asked.error;
        return;
      }
      const checked = checkRanking(asked.value, names);
      if (checked.ok) {
        ranked++;
        options.onLine({
          ...base,
          attempts: attempt,
          rankings: checked.value
            .map((entry) => ({
              player_name: entry.player_name,
              team: teamOf.get(entry.player_name) ?? '',
              ranking: entry.ranking,
              reasoning: entry.reasoning,
            }))
            .sort((left, right) => left.ranking - right.ranking),
        });
        return;
      }
      problems.push(checked.problems);
    }
    invalid++;
    options.onLine({ ...base, attempts: problems.length, error: { code: 'invalid_ranking', problems } });
  };
  await runJudgeJobs({
    jobs: options.jobs,
    concurrency: options.concurrency,
    ask: (job) => ask(job.game, job.criterion),
    stopped: () => stopped,
    kept: () => `${ranked + invalid} rankings`,
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
  return { ranked, invalid };
};
