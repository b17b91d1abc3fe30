import { config } from '../../config'
import { logger } from '../../services/logger'
import type { RootState } from '../../store/store'
import { arweaveBalanceLoaded } from '../../store/slices/environmentSlice'

const WINSTON_PER_AR = 1_000_000_000_000n
const ARWEAVE_ADDRESS = /^[A-Za-z0-9_-]{43}$/

/** Winston (Arweave's smallest unit, a decimal integer string) to AR; NaN for anything else. */
export function winstonToAr(winston: string): number {
  const text = winston.trim()
  if (!/^\d{1,40}$/.test(text)) return Number.NaN
  const value = BigInt(text)
  return Number(value / WINSTON_PER_AR) + Number(value % WINSTON_PER_AR) / Number(WINSTON_PER_AR)
}

async function uploaderAddress(fetchImpl: typeof fetch): Promise<string> {
  if (config.arweaveAddress) return config.arweaveAddress
  // The devnet uploader's key comes with the stack: the endpoint names it.
  const response = await fetchImpl(`${config.uploadUrl}/info`, { signal: AbortSignal.timeout(5000) })
  const info = (await response.json()) as { arweaveAddress?: unknown }
  return typeof info.arweaveAddress === 'string' ? info.arweaveAddress : ''
}

/**
 * Spec §4 Startup: reads the upload wallet's Arweave balance (`GET {arweaveNodeUrl}/wallet/{address}/balance`,
 * winston → AR) into `environment.arweaveBalance`. The address is config.arweaveAddress, else what the upload
 * endpoint's `/info` names. A failed read is logged and leaves the balance unknown (posting stays possible; the
 * endpoint still has the last word).
 */
export async function loadUploaderBalance(
  dispatch: (action: ReturnType<typeof arweaveBalanceLoaded>) => unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  try {
    const address = await uploaderAddress(fetchImpl)
    if (!ARWEAVE_ADDRESS.test(address)) throw new Error(`Not an Arweave address: "${address}"`)
    const response = await fetchImpl(`${config.arweaveNodeUrl}/wallet/${address}/balance`, {
      signal: AbortSignal.timeout(5000),
    })
    const balance = winstonToAr(await response.text())
    if (!response.ok || Number.isNaN(balance)) throw new Error(`Balance answer ${response.status}`)
    dispatch(arweaveBalanceLoaded(balance))
  } catch (error) {
    logger.warn('Could not read the upload wallet balance', error)
  }
}

/**
 * Why uploads (message bodies and images) are off, or null when they are on: the upload wallet's balance is below
 * config.arweaveMinBalance. An unknown balance does not block.
 */
export function selectUploadsBlockedReason(state: Pick<RootState, 'environment'>): string | null {
  const balance = state.environment.arweaveBalance
  if (balance === null || balance >= config.arweaveMinBalance) return null
  return `Uploads of messages and pictures are paused: the storage wallet holds ${balance} AR, below the ${config.arweaveMinBalance} AR needed.`
}
