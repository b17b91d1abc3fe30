/**
 * Test-only helpers for `*.chain.test.ts`: the app's own chain services bound to a private devnet, and an injected
 * wallet that forwards to anvil like a browser wallet does (raw JSON-RPC errors, unlocked dev accounts). Never
 * imported by app code.
 */
import type { TestChain } from '../../devnet/testChain'
import type { AppConfig } from '../config'
import { devnetConfig } from '../config/devnet'
import type { Eip1193Provider } from '../services/wallet/types'
import { walletStore } from '../services/wallet/walletStore'
import { createChainServices } from '../services/chain/createChainServices'
import type { ChainReader } from '../services/chain/readProvider'
import { createChainReader } from '../services/chain/readProvider'

/** The devnet config pointed at a test chain (polling fast, so receipts arrive in tens of ms). */
export function testConfig(chain: TestChain, overrides: Partial<AppConfig> = {}): AppConfig {
  const { addresses } = chain
  return {
    ...devnetConfig,
    chain: { ...devnetConfig.chain, rpcUrl: chain.rpcUrl, blockTimeMs: 50 },
    multicall3Address: addresses.multicall3,
    punkTldAddress: addresses.punkTld,
    punkMinterAddress: addresses.punkMinter,
    activityPointsAddress: addresses.activityPoints,
    chatTokenAddress: addresses.chatToken,
    ...overrides,
  }
}

/** The app's chain services (reads through the multicall runner, writes through runTransaction) on `config`. */
export function testServices(config: AppConfig): {
  services: ReturnType<typeof createChainServices>
  reader: ChainReader
} {
  const reader = createChainReader(
    config.chain.rpcUrl,
    config.chain.chainId,
    config.multicall3Address,
    config.chain.blockTimeMs,
  )
  return { services: createChainServices(config, () => reader), reader }
}

interface RpcError {
  code: number
  message: string
  data?: unknown
}

/** What the test wallet does with a request it intercepts: answer it, or fail with an EIP-1193 error. */
export type WalletIntercept = (
  method: string,
  params: readonly unknown[],
) => { result: unknown } | { error: RpcError } | undefined

/**
 * An EIP-1193 provider that sends every request as raw JSON-RPC to anvil, where the dev accounts are unlocked, so
 * `eth_sendTransaction` works without a key; node errors arrive as `{ code, message, data }` objects, as from a
 * browser wallet. `intercept` can answer or fail a request first (a rejection is `{ code: 4001 }`).
 */
export function forwardingWallet(rpcUrl: string, intercept?: WalletIntercept): Eip1193Provider {
  let id = 0
  return {
    async request({ method, params }) {
      const list = Array.isArray(params) ? params : []
      const intercepted = intercept?.(method, list)
      if (intercepted && 'error' in intercepted)
        throw Object.assign(new Error(intercepted.error.message), intercepted.error)
      if (intercepted) return intercepted.result
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: list }),
      })
      const body = (await response.json()) as { result?: unknown; error?: RpcError }
      if (body.error) throw Object.assign(new Error(body.error.message), body.error)
      return body.result
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
}

/** Connects `address` through the forwarding wallet, as the wallet service would after a connect. */
export function connectTestWallet(rpcUrl: string, address: string, intercept?: WalletIntercept): void {
  walletStore.set({ provider: forwardingWallet(rpcUrl, intercept), label: 'Test wallet', address })
}

/** A user rejection as wallets send it (EIP-1193 4001). */
export const rejectTransactions: WalletIntercept = (method) =>
  method === 'eth_sendTransaction' ? { error: { code: 4001, message: 'User rejected the request.' } } : undefined
