import type { MethodName } from '../schemas/methods.ts';
import { createRandom } from '../../random.ts';
import type { PlayerEntry } from '../schemas/common.ts';
import { playDay } from './day-phase.ts';
import type { AgentEndpoint } from '../../transport/index.ts';
import { callAgent, type GameContext, type GameLogEntry } from './game-context.ts';
import {
  type BackendPlayer,
  createBackendRecord,
  type Features,
  type BackendRecord,
  playerById,
  stateFor,
} from './game-record.ts';
import {
  type BackendRole,
  dealNinePlayerRoles,
  NINE_PLAYER_ROLES,
  ROLE_DESCRIPTIONS,
  type Winner,
  winnerOf,
} from './nine-player-rules.ts';
import { hunterTurn } from './hunter-turn.ts';
import { playNight } from './night-phase.ts';

export type GameOptions = {
  readonly gameId: string;
  readonly seed: string;
  readonly players: readonly PlayerEntry[];
  readonly endpoints: ReadonlyMap<number, AgentEndpoint<MethodName>>;
  /** Per-call timeout (ms); the reference backend uses 10 000. */
  readonly timeoutMs: number;
  readonly maxDays?: number;
  readonly language?: string;
  /** A fixed deal (player id → role); default: the seeded shuffle. */
  readonly roles?: ReadonlyMap<number, BackendRole>;
  readonly onLog?: (entry: GameLogEntry) => void;
};

export type GameResult = {
  readonly gameId: string;
  readonly seed: string;
  readonly winner: Winner;
  readonly days: number;
  readonly roles: Readonly<Record<number, BackendRole>>;
  readonly survivors: readonly number[];
  readonly features: Features;
  readonly failures: Readonly<Record<number, number>>;
  readonly log: readonly GameLogEntry[];
};

const winningPlayers = (players: readonly BackendPlayer[], winner: Winner): number[] =>
  winner === 'draw'
    ? []
    : players
        .filter((player) => (player.role === 'werewolf') === (winner === 'werewolves'))
        .map((player) => player.player_id);

/** Per-player stats for `game_over`: vote accuracy (own side's view) and survival share. */
const statsFor = (record: BackendRecord, player: BackendPlayer, days: number) => {
  const votes = record.history.filter(
    (event) => event.event_type === 'vote_cast' && (event.data as { voter_id: number }).voter_id === player.player_id,
  );
  const targets = votes
    .map((event) => (event.data as { target_id: number | null }).target_id)
    .filter((target) => target !== null);
  const good = targets.filter(
    (target) => (playerById(record, target)?.role === 'werewolf') !== (player.role === 'werewolf'),
  ).length;
  const deathDay = record.history.find(
    (event) => event.event_type === 'death' && (event.data as { player_id: number }).player_id === player.player_id,
  )?.day;
  return {
    accuracy: targets.length === 0 ? 0 : good / targets.length,
    contribution: days === 0 ? 1 : (deathDay ?? days) / days,
  };
};

/** Plays one complete 9-player witch/hunter game through the endpoints (any transport). */
export const playFunctionCallGame = async (options: GameOptions): Promise<GameResult> => {
  const random = createRandom(options.seed);
  const ids = options.players.map((player) => player.player_id);
  const roles = options.roles ?? dealNinePlayerRoles(random.fork('roles'), ids);
  const players: BackendPlayer[] = options.players.map((player) => ({
    ...player,
    role: roles.get(player.player_id) ?? 'villager',
    alive: true,
  }));
  const record = createBackendRecord(players);
  const log: GameLogEntry[] = [];
  const context: GameContext = {
    gameId: options.gameId,
    record,
    endpoints: options.endpoints,
    timeoutMs: options.timeoutMs,
    random: random.fork('game'),
    language: options.language ?? 'zh-CN',
    log: (entry) => {
      const full = { game: options.gameId, day: record.day, phase: record.phase, ...entry };
      log.push(full);
      options.onLog?.(full);
    },
  };
  await Promise.all(
    players.map((player) =>
      callAgent(context, {
        playerId: player.player_id,
        method: 'initialize',
        params: {
          player_id: player.player_id,
          role: player.role,
          role_description: ROLE_DESCRIPTIONS[player.role],
          all_players: options.players,
          game_config: {
            roles: [...new Set(NINE_PLAYER_ROLES)],
            wolf_count: 3,
            max_days: options.maxDays ?? 10,
            language: context.language,
          },
        },
      }),
    ),
  );
  const maxDays = options.maxDays ?? 10;
  let winner: Winner | undefined;
  const hunterMayShoot = async (deaths: readonly { player: number; cause: string }[]): Promise<void> => {
    for (const death of deaths) {
      if (playerById(record, death.player)?.role === 'hunter' && (death.cause === 'kill' || death.cause === 'vote')) {
        await hunterTurn({ context, hunterId: death.player, cause: death.cause });
      }
    }
  };
  for (let day = 1; day <= maxDays && winner === undefined; day++) {
    const deaths = await playNight({ context, night: day });
    winner = winnerOf(record.players);
    if (winner !== undefined) break;
    await hunterMayShoot(deaths);
    winner = winnerOf(record.players);
    if (winner !== undefined) break;
    const nightEvents = record.history.filter((event) => event.event_type === 'death' && event.day === day);
    const exiled = await playDay({ context, day, nightEvents });
    winner = winnerOf(record.players);
    if (winner !== undefined || exiled === undefined) continue;
    await hunterMayShoot([{ player: exiled, cause: 'vote' }]);
    winner = winnerOf(record.players);
  }
  const final = winner ?? 'draw';
  record.phase = 'game_over';
  const winners = winningPlayers(players, final);
  const finalState = stateFor(record, undefined);
  await Promise.all(
    players.map((player) =>
      callAgent(context, {
        playerId: player.player_id,
        method: 'game_over',
        params: {
          winner: final,
          winning_players: winners,
          final_state: finalState,
          role_reveal: players.map((each) => ({ player_id: each.player_id, role: each.role })),
          performance_stats: statsFor(record, player, record.day),
        },
      }),
    ),
  );
  context.log({ kind: 'game_over', detail: { winner: final, features: record.features } });
  return {
    gameId: options.gameId,
    seed: options.seed,
    winner: final,
    days: record.day,
    roles: Object.fromEntries(players.map((player) => [player.player_id, player.role])),
    survivors: players.filter((player) => player.alive).map((player) => player.player_id),
    features: { ...record.features },
    failures: Object.fromEntries(record.failures),
    log,
  };
};
