/** JSON-RPC error codes and their messages (spec §8). */
export const JSON_RPC_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  [-32000]: 'Missing or invalid parameters',
  [-32001]: 'Requested resource not found',
  [-32002]: 'Requested resource not available',
  [-32003]: 'Transaction creation failed',
  [-32004]: 'Method is not implemented',
  [-32005]: 'Rate limit exceeded',
  [-32006]: 'JSON-RPC version not supported',
  [-32600]: 'Input is not a valid JSON-RPC request',
  [-32601]: 'Method does not exist',
  [-32602]: 'Invalid method parameters',
  [-32603]: 'Internal JSON-RPC error',
  [-32700]: 'Failed to parse JSON-RPC response',
}

/** EIP-1193 provider error codes and their messages (spec §8). */
export const PROVIDER_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  4001: 'User rejected the request',
  4100: 'Unauthorized',
  4200: 'Unsupported method',
  4900: 'Disconnected',
  4901: 'Chain disconnected',
}
