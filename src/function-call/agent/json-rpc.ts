import { z } from 'zod';
import type { Result } from '../../result.ts';
import { err, ok } from '../../result.ts';
import { RPC_ERROR, type RpcErrorObject, rpcError } from './rpc-error.ts';

export type RpcId = string | number | null;

/** A JSON-RPC 2.0 request; without `id` it is a notification and gets no response. */
export const RpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string(),
  params: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
});
export type RpcRequest = z.infer<typeof RpcRequestSchema>;

export type RpcResponse =
  | { readonly jsonrpc: '2.0'; readonly id: RpcId; readonly result: unknown }
  | { readonly jsonrpc: '2.0'; readonly id: RpcId; readonly error: RpcErrorObject };

/** Parses one wire text; a failure is the -32700 response to send back. */
export const parseRpcText = (text: string): Result<unknown, RpcResponse> => {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (cause) {
    return err(errorResponse(null, rpcError(RPC_ERROR.parseError, String(cause))));
  }
};

export const errorResponse = (id: RpcId, error: RpcErrorObject): RpcResponse => ({ jsonrpc: '2.0', id, error });
export const resultResponse = (id: RpcId, result: unknown): RpcResponse => ({ jsonrpc: '2.0', id, result });

/** The id of a request-like value, for error responses to requests that fail validation. */
export const idOf = (value: unknown): RpcId => {
  if (value !== null && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return null;
};
