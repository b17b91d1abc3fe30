import { readConnectedWithRaw, writeConnectedWithRaw } from '../storage/localStore'

/**
 * Connector ids kept under 'connected-with' (spec §3 Wallet user: injected, metaMask, walletConnect, a Farcaster id;
 * 'devnet' for the devnet builds' own wallet).
 */
export type ConnectorId = 'injected' | 'metaMask' | 'walletConnect' | 'farcasterMiniApp' | 'devnet'

/** web3-onboard labels of the wallets that have their own connector id; every other label is an injected wallet. */
const LABEL_OF: Record<Exclude<ConnectorId, 'injected'>, string> = {
  metaMask: 'MetaMask',
  walletConnect: 'WalletConnect',
  farcasterMiniApp: 'Farcaster',
  devnet: 'Devnet wallet',
}
const CONNECTOR_IDS = new Set<string>(['injected', ...Object.keys(LABEL_OF)])

/** The Farcaster host's connector id (kept across a disconnect inside a host, spec §4). */
export const FARCASTER_CONNECTOR_ID: ConnectorId = 'farcasterMiniApp'

/** The connector id for a web3-onboard wallet label: 'MetaMask' -> 'metaMask', 'Rabby Wallet' -> 'injected'. */
export function connectorIdForLabel(label: string): ConnectorId {
  const entry = Object.entries(LABEL_OF).find(([, known]) => known === label)
  return entry ? (entry[0] as ConnectorId) : 'injected'
}

/** The remembered connector: its id and the web3-onboard label to reconnect with ('' when unknown). */
export interface RememberedConnector {
  id: ConnectorId | ''
  label: string
}

/**
 * Reads 'connected-with' and migrates a value stored before connector ids (a web3-onboard label such as
 * 'E2E Wallet' or 'Farcaster') to its id, keeping the label beside it, so a returning user still reconnects.
 * An 'injected' id without its label resolves to no label: there is no telling which injected wallet it was.
 */
export function readConnectedWith(): RememberedConnector {
  const { stored, label } = readConnectedWithRaw()
  if (!stored) return { id: '', label: '' }
  if (CONNECTOR_IDS.has(stored)) {
    const id = stored as ConnectorId
    return { id, label: id === 'injected' ? label : (LABEL_OF[id] ?? label) }
  }
  const migrated = { id: connectorIdForLabel(stored), label: stored }
  writeConnectedWithRaw(migrated.id, migrated.label)
  return migrated
}

/** Remembers the wallet a user connected with by its label (stored as its id plus the label), or forgets with ''. */
export function writeConnectedWith(label: string): void {
  writeConnectedWithRaw(label ? connectorIdForLabel(label) : '', label)
}
