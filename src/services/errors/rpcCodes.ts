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

const TRY_AGAIN = 'Please try again.'
const UNSUPPORTED = 'Your wallet does not support this request. Try another wallet or update this one.'

/**
 * What the user reads for each code of the two tables above (issue #19): a plain sentence saying what happened and
 * what to do, never the wallet's or node's raw text ('Internal JSON-RPC error'). 4001 is handled as a rejection
 * before this table is consulted; its entry is for completeness.
 */
export const RPC_CODE_USER_MESSAGES: Readonly<Record<number, string>> = {
  [-32000]: `The network refused the request: some details were missing or wrong. ${TRY_AGAIN}`,
  [-32001]: `The network could not find what was asked for. ${TRY_AGAIN}`,
  [-32002]:
    'Your wallet or the network is busy with another request. Open your wallet, finish or close it, and try again.',
  [-32003]: `Your wallet could not create the transaction. ${TRY_AGAIN}`,
  [-32004]: UNSUPPORTED,
  [-32005]: 'The network is receiving too many requests right now. Wait a moment and try again.',
  [-32006]: UNSUPPORTED,
  [-32600]: `Your wallet or the network did not understand the request. ${TRY_AGAIN}`,
  [-32601]: UNSUPPORTED,
  [-32602]: `Your wallet did not accept the details of the request. ${TRY_AGAIN}`,
  [-32603]: `Your wallet or the network ran into a problem of its own. ${TRY_AGAIN}`,
  [-32700]: `The network sent an answer that could not be read. ${TRY_AGAIN}`,
  4001: 'You rejected the request in your wallet.',
  4100: 'Your wallet has not allowed this site to do that. Connect your wallet again and approve the request.',
  4200: UNSUPPORTED,
  4900: 'Your wallet is not connected to the network. Check its connection and try again.',
  4901: 'Your wallet is not connected to this chain. Switch your wallet to the right network and try again.',
}

/**
 * Plain sentences for errors that carry no numeric code but one of ethers' error codes (also used by our own JSON-RPC
 * client: SERVER_ERROR for an HTTP failure, TIMEOUT for no answer in time).
 */
export const ETHERS_CODE_USER_MESSAGES: Readonly<Record<string, string>> = {
  NETWORK_ERROR: 'Could not reach the network. Check your connection and try again.',
  SERVER_ERROR: 'The network could not answer right now. Wait a moment and try again.',
  TIMEOUT: 'The network took too long to answer. Please try again.',
  BAD_DATA: `The network sent an answer that could not be read. ${TRY_AGAIN}`,
  NONCE_EXPIRED: 'Your wallet already used this transaction number. Check your wallet’s activity, then try again.',
  REPLACEMENT_UNDERPRICED:
    'Another transaction from your wallet is still waiting. Wait for it to confirm, or speed it up in your wallet.',
  UNSUPPORTED_OPERATION: UNSUPPORTED,
}
