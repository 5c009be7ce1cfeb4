import { z } from 'zod';
import { extractJsonObject } from '../brain/llm/extract-json.ts';

/** The model's reply to one ranking request (the official judge's structured output). */
export const rankingReplySchema = z.object({
  rankings: z.array(z.object({ player_name: z.string(), reasoning: z.string(), ranking: z.number().int() })),
});
export type RankingEntry = z.infer<typeof rankingReplySchema>['rankings'][number];

export const RANKING_REPLY_SCHEMA = {
  name: 'player_ranking',
  schema: {
    type: 'object',
    properties: {
      rankings: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            player_name: { type: 'string' },
            reasoning: { type: 'string' },
            ranking: { type: 'integer' },
          },
          required: ['player_name', 'reasoning', 'ranking'],
          additionalProperties: false,
        },
      },
    },
    required: ['rankings'],
    additionalProperties: false,
  },
} as const;

/** Why a ranking was rejected (stable codes, as in the JSONL). */
export type RankingProblem =
  | 'not_json'
  | 'off_schema'
  | 'wrong_count'
  | 'unknown_name'
  | 'missing_name'
  | 'duplicate_name'
  | 'rank_out_of_range'
  | 'tie';

/**
 * A reply checked as the official judge checks it: one entry per player of the game, every name one
 * of theirs exactly once, the ranks exactly 1..N. Nothing is repaired: a reply that breaks a rule is
 * rejected with every rule it breaks.
 */
export const checkRanking = (
  text: string,
  players: readonly string[],
): { ok: true; value: RankingEntry[] } | { ok: false; problems: { code: RankingProblem; detail: string }[] } => {
  const json = extractJsonObject(text);
  if (json === undefined) return { ok: false, problems: [{ code: 'not_json', detail: 'no JSON object in the reply' }] };
  const parsed = rankingReplySchema.safeParse(json);
  if (!parsed.success)
    return {
      ok: false,
      problems: [{ code: 'off_schema', detail: parsed.error.issues[0]?.message ?? 'not {rankings: [...]}' }],
    };
  const entries = parsed.data.rankings;
  const problems: { code: RankingProblem; detail: string }[] = [];
  const count = players.length;
  if (entries.length !== count)
    problems.push({ code: 'wrong_count', detail: `${entries.length} entries for ${count} players` });
  const names = entries.map((entry) => entry.player_name);
  const known = new Set(players);
  for (const name of new Set(names.filter((name) => !known.has(name))))
    problems.push({ code: 'unknown_name', detail: name });
  for (const name of players.filter((player) => !names.includes(player)))
    problems.push({ code: 'missing_name', detail: name });
  for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index)))
    problems.push({ code: 'duplicate_name', detail: name });
  const ranks = entries.map((entry) => entry.ranking);
  for (const rank of new Set(ranks.filter((rank) => rank < 1 || rank > count)))
    problems.push({ code: 'rank_out_of_range', detail: `${rank} (1..${count})` });
  for (const rank of new Set(ranks.filter((rank, index) => ranks.indexOf(rank) !== index)))
    problems.push({ code: 'tie', detail: `rank ${rank} given twice` });
  return problems.length === 0 ? { ok: true, value: entries } : { ok: false, problems };
};
