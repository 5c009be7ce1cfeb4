/**
 * JSON-RPC 2.0 error codes plus the application codes of seed 004 §5.3, each with the action the
 * seed suggests to the backend. Messages are made here and only here.
 */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  invalidTarget: 1001,
  invalidAction: 1002,
  internalError: 1003,
  badData: 1004,
} as const;
export type RpcErrorCode = (typeof RPC_ERROR)[keyof typeof RPC_ERROR];

/** Seed 004 §5.3: 1001 → abstain, 1002 → default, 1003 → random, 1004 → abstain. */
export const SUGGESTED_ACTION: Readonly<Record<RpcErrorCode, string>> = {
  [-32700]: 'abstain',
  [-32600]: 'abstain',
  [-32601]: 'default',
  [-32602]: 'abstain',
  1001: 'abstain',
  1002: 'default',
  1003: 'random',
  1004: 'abstain',
};

const MESSAGES: Readonly<Record<RpcErrorCode, string>> = {
  [-32700]: 'Parse error',
  [-32600]: 'Invalid Request',
  [-32601]: 'Method not found',
  [-32602]: 'Invalid params',
  1001: 'Invalid target player',
  1002: 'Invalid action type',
  1003: 'Internal logic error',
  1004: 'Invalid data format',
};

export type RpcErrorObject = {
  readonly code: RpcErrorCode;
  readonly message: string;
  readonly suggested_action: string;
  readonly data?: unknown;
};

/** The error object of a response; `detail` goes to `data` so the message stays stable. */
export const rpcError = (code: RpcErrorCode, detail?: unknown): RpcErrorObject => ({
  code,
  message: MESSAGES[code],
  suggested_action: SUGGESTED_ACTION[code],
  ...(detail === undefined ? {} : { data: detail }),
});
