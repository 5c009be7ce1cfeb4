import type { AliveStatus, GameRole, Species } from '../../game/state.ts';

export type WinSide = 'VILLAGER' | 'WEREWOLF' | 'NONE';

/** One seat of a game: index 1..N in seat order, the in-game name and the connection's own name. */
export type ArenaSeat = {
  readonly idx: number;
  readonly name: string;
  readonly role: GameRole;
  /** `info.profile` for INITIALIZE; absent when profiles are off. */
  readonly profileText?: string;
  /** The NAME answer of the connection (logs only). */
  readonly connectionName: string;
  readonly team: string;
};

/** A talk as our server records and sends it (the reading side is `packets`' WireTalk, lenient about old servers). */
export type ServerTalk = {
  idx: number;
  day: number;
  turn: number;
  agent: string;
  text: string;
  skip: boolean;
  over: boolean;
  /** Freeform talks only: server time (Unix ms) the submission was taken off the connection. */
  time?: number;
};
export type ServerJudgement = {
  day: number;
  agent: string;
  target: string;
  result: Species;
};
export type ServerVote = { day: number; agent: string; target: string };

/** What the shell tells the rules about one request it delivered (or failed to). */
export type RequestOutcome =
  | {
      readonly ok: true;
      readonly text: string;
      /** Freeform phases: the seat whose unsolicited frame this is, and when it arrived (Unix ms). */
      readonly seat?: number;
      readonly receivedAt?: number;
    }
  | {
      readonly ok: false;
      /** The agent is out of the game from now on (the server's HasError). */
      readonly fatal: boolean;
      readonly reason: 'timeout' | 'errored' | 'disconnected' | 'bad-name-answer';
    };

/** Structured game-log events; `logs/game-log-line.ts` prints them in the server's CSV format. */
export type GameLogEvent =
  | {
      readonly type: 'status';
      readonly day: number;
      readonly seats: readonly {
        idx: number;
        role: GameRole;
        status: AliveStatus | '';
        connectionName: string;
        name: string;
      }[];
    }
  | {
      readonly type: 'talk' | 'whisper';
      readonly day: number;
      readonly idx: number;
      readonly turn: number;
      readonly agent: number;
      readonly text: string;
    }
  | {
      readonly type: 'vote' | 'attackVote';
      readonly day: number;
      readonly agent: number;
      readonly target: number;
    }
  | {
      readonly type: 'execute';
      readonly day: number;
      readonly agent: number;
      readonly role: GameRole;
    }
  | {
      readonly type: 'divine';
      readonly day: number;
      readonly agent: number;
      readonly target: number;
      readonly result: Species;
    }
  | {
      readonly type: 'guard';
      readonly day: number;
      readonly agent: number;
      readonly target: number;
      readonly targetRole: GameRole;
    }
  | {
      readonly type: 'attack';
      readonly day: number;
      readonly target: number;
      readonly success: boolean;
    }
  | {
      readonly type: 'result';
      readonly day: number;
      readonly humans: number;
      readonly werewolves: number;
      readonly winSide: WinSide;
    };

/** What the rules ask the shell to do. A generator yields these; see game-machine.ts. */
export type RulesEffect =
  | {
      readonly type: 'request';
      readonly seat: number;
      readonly request: string;
      /** The packet as a plain object in the server's key order; the shell serialises it. */
      readonly packet: Readonly<Record<string, unknown>>;
      readonly needsAnswer: boolean;
      /** Freeform phases: deliver and do not wait (broadcasts and phase start/end packets). */
      readonly broadcast?: boolean;
    }
  | { readonly type: 'log'; readonly event: GameLogEvent }
  /**
   * Freeform phases (src/arena/freeform): start listening to the seats' unsolicited frames and the
   * `duration` timer (the server starts it only after every phase-start packet was written).
   */
  | {
      readonly type: 'phase-open';
      readonly kind: 'talk' | 'whisper';
      readonly day: number;
      readonly seats: readonly number[];
      readonly durationMs: number;
    }
  /** Resumed with the next submission ({ ok, text, seat, receivedAt }) or a timeout outcome once time is up. */
  | { readonly type: 'phase-next' }
  /** Stop listening, drop submissions not yet taken and drain every participant's queue. */
  | { readonly type: 'phase-close' };

export type GameOutcome = {
  readonly gameId: string;
  readonly winSide: WinSide;
  readonly abortedByError: boolean;
  /** The day counter at the end (FINISH's `info.day`). */
  readonly finalDay: number;
  readonly seats: readonly ArenaSeat[];
  /** Seat indexes of agents that were errored at the end. */
  readonly errored: readonly number[];
  /** Requests whose answer was missing (timeouts rescued by the NAME check included). */
  readonly timeouts: number;
  readonly alive: readonly number[];
};
