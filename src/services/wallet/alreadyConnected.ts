/** Spec §8: the toast shown when the wallet reports an existing or still pending connection. */
export const ALREADY_CONNECTED_MESSAGE = 'ConnectorAlreadyConnectedError Error, please try connecting again.'

/** EIP-1193 / MetaMask: a connection request is already pending in the wallet. */
const ALREADY_REQUESTED_CODE = -32002

/**
 * True for a wallet error saying it is already connected or still busy with an earlier connection request
 * (MetaMask -32002 'Already processing eth_requestAccounts', wagmi's ConnectorAlreadyConnectedError).
 */
export function isAlreadyConnectedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null)
    return typeof error === 'string' && /already (connected|processing)/i.test(error)
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown }
  if (code === ALREADY_REQUESTED_CODE) return true
  const text = `${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : ''}`
  return /already (connected|processing)|ConnectorAlreadyConnected/i.test(text)
}

/** Thrown by `connect` when the wallet answered the connection request with an "already connected" error. */
export class AlreadyConnectedError extends Error {
  readonly code = ALREADY_REQUESTED_CODE
  constructor(readonly detail: unknown) {
    super('ConnectorAlreadyConnectedError: the wallet reports an existing or pending connection')
    this.name = 'AlreadyConnectedError'
  }
}
