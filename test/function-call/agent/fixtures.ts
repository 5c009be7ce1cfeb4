import type { Brain, BrainFactory } from '../../../src/brain/brain.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';

export const PLAYERS = Array.from({ length: 9 }, (_, index) => ({ player_id: index + 1, name: `P${index + 1}` }));

export const alive = (ids: readonly number[] = PLAYERS.map((player) => player.player_id)) =>
  ids.map((id) => ({ player_id: id, name: `P${id}`, is_alive: true }));

export const gameState = (options: { day?: number; aliveIds?: number[]; history?: unknown[] } = {}) => {
  const aliveIds = options.aliveIds ?? PLAYERS.map((player) => player.player_id);
  return {
    day_number: options.day ?? 1,
    phase: 'day',
    alive_players: alive(aliveIds),
    dead_players: PLAYERS.filter((player) => !aliveIds.includes(player.player_id)).map((player) => ({
      ...player,
      is_alive: false,
    })),
    history: options.history ?? [],
  };
};

export const initializeParams = (playerId: number, role: string, language = 'zh-CN') => ({
  player_id: playerId,
  role,
  role_description: '',
  all_players: PLAYERS,
  game_config: { roles: ['werewolf', 'villager', 'seer', 'witch', 'hunter'], wolf_count: 3, max_days: 10, language },
});

export const request = (method: string, params: unknown, id: number | string = 1) =>
  JSON.stringify({ jsonrpc: '2.0', method, params, id });

/** A brain whose every decision throws. */
export const throwingBrain: BrainFactory = (options) => {
  const failing = async (): Promise<never> => {
    throw new Error('brain exploded');
  };
  const base = createSeededBrain(options);
  const brain: Brain = { ...base, name: 'throwing', talk: failing, vote: failing, attack: failing, divine: failing };
  return brain;
};

/** A brain that answers only after `delayMs` (or when aborted, never). */
export const slowBrain =
  (delayMs: number): BrainFactory =>
  (options) => {
    const base = createSeededBrain(options);
    const late =
      <T>(work: () => Promise<T>) =>
      () =>
        new Promise<T>((resolve) => setTimeout(() => resolve(work()), delayMs));
    return {
      ...base,
      name: 'slow',
      vote: late(() => base.vote({} as never)),
      talk: late(() => base.talk({} as never)),
    };
  };
