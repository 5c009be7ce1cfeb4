export { createRpcAgent, type RpcAgent, type RpcAgentOptions } from './agent/create-rpc-agent.ts';
export { createSeededBrain } from './brain-adapter/seeded-brain.ts';
export { canonicalJson } from './canonical-json.ts';
export { DEFAULT_RESULTS } from './default-results.ts';
export {
  createDispatcher,
  type DispatchEvent,
  type Dispatcher,
  type DispatcherOptions,
  type RpcHandlers,
} from './dispatcher.ts';
export { RPC_ERROR, type RpcErrorCode, type RpcErrorObject, rpcError, SUGGESTED_ACTION } from './rpc-error.ts';
export {
  isMethodName,
  METHOD_NAMES,
  METHOD_SCHEMAS,
  type MethodName,
  type MethodParams,
  type MethodResult,
} from './schemas/methods.ts';
