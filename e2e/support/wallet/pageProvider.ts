/**
 * The page half of the injected test wallet. `installPageProvider` is serialized by `addInitScript` and runs in every
 * frame before the app's own scripts, so it must stay self-contained: no imports, no outer variables.
 *
 * It defines an EIP-1193 provider whose `request` goes over the `bindingName` Playwright binding to Node (where the
 * keys live, see injectedWallet.ts), announces it with EIP-6963 (again on every `eip6963:requestProvider`), and sets
 * it as `window.ethereum`. Node emits provider events through `window[hookName].emit(event, payload)`.
 */

/** EIP-6963 provider info (https://eips.ethereum.org/EIPS/eip-6963). */
export interface WalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface PageProviderOptions {
  info: WalletInfo
  /** Name of the Playwright binding that carries requests to Node. */
  bindingName: string
  /** Global through which Node emits provider events. */
  hookName: string
}

/** What the Node half answers for one request: a result, or an EIP-1193 error. */
export type BridgeReply = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

/** What the page sends over the binding. */
export interface BridgeRequest {
  method: string
  params?: unknown
}

export function installPageProvider({ info, bindingName, hookName }: PageProviderOptions): void {
  type Listener = (...args: unknown[]) => void
  const scope = window as unknown as Record<string, unknown>
  if (scope[hookName]) return

  const listeners = new Map<string, Set<Listener>>()
  const send = scope[bindingName] as ((request: BridgeRequest) => Promise<BridgeReply>) | undefined

  const provider = {
    isE2EWallet: true,
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (!args || typeof args.method !== 'string') {
        throw Object.assign(new Error('Invalid request: method must be a string'), { code: -32600 })
      }
      const bridge = (scope[bindingName] as typeof send) ?? send
      if (!bridge) throw Object.assign(new Error('E2E wallet bridge is not available'), { code: 4900 })
      // JSON round trip: the binding only carries plain data (no bigint, no functions).
      const params = args.params === undefined ? undefined : JSON.parse(JSON.stringify(args.params))
      const reply = await bridge({ method: args.method, params })
      if ('error' in reply) {
        const { code, message, data } = reply.error
        throw Object.assign(new Error(message), { code, data })
      }
      return reply.result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    addListener(event: string, listener: Listener) {
      return provider.on(event, listener)
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener)
    },
    removeAllListeners(event?: string) {
      if (event) listeners.delete(event)
      else listeners.clear()
      return provider
    },
  }

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(`E2E wallet: a "${event}" listener threw`, error)
      }
    }
  }

  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

  Object.defineProperty(window, hookName, { value: { emit, provider }, configurable: false, enumerable: false })
  scope.ethereum = provider
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
