import type { ArenaSeat, WinSide } from '../rules/rules-types.ts';

/** One request the server sent (or tried to send) and what came back, as the server's JSON log has it. */
export type JsonLogEntry = {
  agent: string;
  /** The packet exactly as sent, as a JSON string. */
  request: string;
  request_timestamp: number;
  response_timestamp: number;
  response?: string;
  error?: string;
};

export type JsonLog = {
  game_id: string;
  win_side: WinSide;
  agents: { idx: number; team: string; name: string; role: string }[];
  entries: JsonLogEntry[];
};

export const createJsonLog = (options: { gameId: string; seats: readonly ArenaSeat[] }): JsonLog => ({
  game_id: options.gameId,
  win_side: 'NONE',
  // `name` is the connection name here, not the in-game name (as in the server's log).
  agents: options.seats.map((seat) => ({
    idx: seat.idx,
    team: seat.team,
    name: seat.connectionName,
    role: seat.role,
  })),
  entries: [],
});
