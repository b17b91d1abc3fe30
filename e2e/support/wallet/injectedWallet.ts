import { randomUUID } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import { Transaction, Wallet, getAddress, getBytes, isHexString, toQuantity } from 'ethers'
import type { TypedDataField } from 'ethers'
import { RpcError, rpcCall, type RpcErrorShape } from '../jsonRpc'
import { installPageProvider, type BridgeReply, type BridgeRequest, type WalletInfo } from './pageProvider'

/** An account the test wallet can sign for (the shape of devnet's DevnetAccount). */
export interface WalletAccount {
  address: string
  privateKey: string
}

/** One request the wallet received from a page, in order. */
export interface WalletRequestRecord {
  method: string
  params: unknown
  /** URL of the frame that asked. */
  url: string
  /** What the wallet answered. */
  outcome: { result: unknown } | { error: RpcErrorShape }
}

/**
 * The next transaction, held at the two moments a user and a chain take time (`wallet.holdNextTransaction()`):
 * the wallet prompt is open until `confirm()` or `reject()`; after `confirm()` the app has the hash but the
 * transaction stays pending (not on the node, so no receipt) until `broadcast()`.
 */
export interface HeldTransaction {
  /** Resolves once the app has asked the wallet to send it (the prompt is open). */
  readonly requested: Promise<void>
  /** The user confirms: the wallet signs and answers the app with the hash, which it resolves. Still pending. */
  confirm(): Promise<string>
  /** Sends the confirmed transaction to the node (mined at once with automine); resolves once the node took it. */
  broadcast(): Promise<void>
  /** The user rejects in the prompt: the app gets `{ code: 4001, message: 'User rejected the request.' }`. */
  reject(): void
}

interface HoldState {
  markRequested(): void
  /** Settles with the user's decision. */
  decision: Promise<'confirm' | 'reject'>
  /** Resolves when the test lets the transaction reach the node. */
  broadcastGate: Promise<void>
  setHash(hash: string): void
  setBroadcast(outcome: Promise<void>): void
}

/** A promise with its resolve function outside. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** A signed transaction not yet on the node, as eth_getTransactionByHash shows a pending one. */
function pendingTransactionJson(signed: string): Record<string, unknown> {
  const tx = Transaction.from(signed)
  const signature = tx.signature
  const isLegacy = tx.type === 0
  return {
    hash: tx.hash,
    type: toQuantity(tx.type ?? 0),
    from: tx.from,
    to: tx.to,
    nonce: toQuantity(tx.nonce),
    gas: toQuantity(tx.gasLimit),
    value: toQuantity(tx.value),
    input: tx.data,
    chainId: toQuantity(tx.chainId),
    ...(isLegacy
      ? { gasPrice: toQuantity(tx.gasPrice ?? 0n) }
      : {
          gasPrice: toQuantity(tx.maxFeePerGas ?? 0n),
          maxFeePerGas: toQuantity(tx.maxFeePerGas ?? 0n),
          maxPriorityFeePerGas: toQuantity(tx.maxPriorityFeePerGas ?? 0n),
          accessList: tx.accessList ?? [],
        }),
    v: toQuantity(isLegacy ? (signature?.v ?? 27) : (signature?.yParity ?? 0)),
    r: signature?.r,
    s: signature?.s,
    ...(!isLegacy && { yParity: toQuantity(signature?.yParity ?? 0) }),
    blockHash: null,
    blockNumber: null,
    transactionIndex: null,
  }
}

export interface InjectedWalletOptions {
  /** JSON-RPC URL of the devnet node; reads are forwarded there and transactions sent there. */
  rpcUrl: string
  /** Accounts the wallet holds; the first is selected. */
  accounts: readonly WalletAccount[]
  /** Chain id of the node behind rpcUrl (default 84532). The wallet starts on it. */
  chainId?: number
  /** EIP-6963 info overrides (default name 'E2E Wallet', rdns 'dev.e2e.wallet'). */
  info?: Partial<WalletInfo>
  /** A returning visitor's wallet: the site holds its permission from an earlier visit (eth_accounts answers). */
  authorized?: boolean
}

/** EIP-1193 / EIP-1474 error codes the wallet answers with. */
export const WALLET_ERRORS = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account and/or method has not been authorized by the user.' },
  unsupportedMethod: { code: 4200, message: 'The requested method is not supported by this wallet.' },
  chainDisconnected: { code: 4901, message: 'The wallet is not connected to the requested chain.' },
  unrecognizedChain: {
    code: 4902,
    message: 'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.',
  },
  invalidParams: { code: -32602, message: 'Invalid method parameters.' },
  internal: { code: -32603, message: 'Internal JSON-RPC error.' },
} as const

const BINDING_NAME = '__e2eWalletRequest'
const HOOK_NAME = '__e2eWallet'
const DEFAULT_CHAIN_ID = 84532
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b6cf6"/>' +
  '<path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17" r="2" fill="#fff"/></svg>'

/** Methods the wallet answers itself; everything else is a read forwarded to the node. */
type LocalHandler = (params: readonly unknown[]) => Promise<unknown>

interface TxParams {
  from?: string
  to?: string | null
  data?: string
  input?: string
  value?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
}

const asParams = (params: unknown): readonly unknown[] =>
  Array.isArray(params) ? params : params === undefined ? [] : [params]
const hexChainId = (chainId: number) => toQuantity(chainId)
const toErrorShape = (error: unknown): RpcErrorShape => {
  if (error instanceof RpcError)
    return { code: error.code, message: error.message, ...(error.data !== undefined && { data: error.data }) }
  return { ...WALLET_ERRORS.internal, message: error instanceof Error ? error.message : String(error) }
}

/** Keeps only the EIP-712 types reachable from `primaryType`, so ethers can tell the primary type (as wallets do). */
function typesFor(primaryType: string, all: Record<string, TypedDataField[]>): Record<string, TypedDataField[]> {
  const kept: Record<string, TypedDataField[]> = {}
  const visit = (name: string) => {
    const fields = all[name]
    if (!fields || kept[name]) return
    kept[name] = fields
    for (const field of fields) visit(field.type.replace(/(\[\d*\])+$/, ''))
  }
  visit(primaryType)
  return kept
}

/**
 * A browser wallet for tests: a real EIP-1193 provider in the page (announced with EIP-6963, also `window.ethereum`)
 * whose requests are bridged to Node, where this class keeps the private keys and signs with ethers. Transactions are
 * signed here and sent with `eth_sendRawTransaction`; reads are forwarded to the node as they are, so the node's
 * errors (revert data included) reach the app unchanged. Install it on a context BEFORE the app loads.
 *
 * Test controls: `rejectNext`, `failNext`, `holdNextTransaction`, `switchAccount`, `disconnectAccounts`, `setChain`,
 * and the `requests` log.
 */
export class InjectedWallet {
  /** Every request received, oldest first. */
  readonly requests: WalletRequestRecord[] = []
  readonly info: WalletInfo
  private readonly accounts = new Map<string, WalletAccount>()
  private selected: string
  private currentChainId: number
  private readonly knownChains: Set<number>
  private readonly nodeChainId: number
  private isAuthorized = false
  private readonly scripted = new Map<string, RpcErrorShape[]>()
  private sendQueue: Promise<unknown> = Promise.resolve()
  private nextHold: HoldState | null = null
  /** Signed transactions the wallet holds back from the node, by hash. */
  private readonly pendingTransactions = new Map<string, string>()
  private readonly handlers: Record<string, LocalHandler>

  private constructor(
    private readonly context: BrowserContext,
    private readonly rpcUrl: string,
    options: InjectedWalletOptions,
  ) {
    const [first] = options.accounts
    if (!first) throw new Error('InjectedWallet needs at least one account')
    for (const account of options.accounts) this.accounts.set(account.address.toLowerCase(), account)
    this.selected = first.address.toLowerCase()
    this.nodeChainId = options.chainId ?? DEFAULT_CHAIN_ID
    this.currentChainId = this.nodeChainId
    this.knownChains = new Set([this.nodeChainId])
    this.isAuthorized = options.authorized ?? false
    this.info = {
      uuid: randomUUID(),
      name: 'E2E Wallet',
      icon: `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`,
      rdns: 'dev.e2e.wallet',
      ...options.info,
    }
    this.handlers = {
      eth_accounts: async () => (this.isAuthorized ? [this.selected] : []),
      eth_requestAccounts: async () => this.authorize(),
      eth_chainId: async () => hexChainId(this.currentChainId),
      net_version: async () => String(this.currentChainId),
      wallet_requestPermissions: async () => {
        await this.authorize()
        return this.permissions()
      },
      wallet_getPermissions: async () => this.permissions(),
      wallet_revokePermissions: async () => {
        const wasAuthorized = this.isAuthorized
        this.isAuthorized = false
        if (wasAuthorized) await this.emit('accountsChanged', [])
        return null
      },
      wallet_switchEthereumChain: async ([request]) => this.switchEthereumChain(request),
      wallet_addEthereumChain: async ([request]) => this.addEthereumChain(request),
      wallet_watchAsset: async () => true,
      eth_sendTransaction: async ([tx]) => this.enqueueSend(tx as TxParams),
      eth_getTransactionByHash: async ([hash]) => {
        const held = typeof hash === 'string' ? this.pendingTransactions.get(hash.toLowerCase()) : undefined
        return held ? pendingTransactionJson(held) : rpcCall(this.rpcUrl, 'eth_getTransactionByHash', [hash])
      },
      personal_sign: async ([message, address]) => this.personalSign(message, address),
      eth_signTypedData_v4: async ([address, typedData]) => this.signTypedData(address, typedData),
      eth_sign: async () => {
        throw new RpcError(WALLET_ERRORS.unsupportedMethod.code, 'eth_sign is not supported; use personal_sign.')
      },
    }
  }

  /**
   * Installs a wallet on `context`: every page opened in it (and every frame) gets the provider before its scripts
   * run. Call before `page.goto`. All pages of the context share this wallet's state and receive its events.
   */
  static async install(context: BrowserContext, options: InjectedWalletOptions): Promise<InjectedWallet> {
    const wallet = new InjectedWallet(context, options.rpcUrl, options)
    await context.exposeBinding(BINDING_NAME, (source, request: BridgeRequest) =>
      wallet.onRequest(request, source.frame.url()),
    )
    await context.addInitScript(installPageProvider, {
      info: wallet.info,
      bindingName: BINDING_NAME,
      hookName: HOOK_NAME,
    })
    return wallet
  }

  /** The selected account, checksummed. */
  get address(): string {
    return getAddress(this.selected)
  }

  /** The chain the wallet is on. */
  get chainId(): number {
    return this.currentChainId
  }

  /**
   * The site already holds the wallet's permission, as after a connect in an earlier visit: `eth_accounts` answers
   * the selected account, without a prompt or an event.
   */
  grantPermission(): void {
    this.isAuthorized = true
  }

  /** True once the page has been granted the accounts (eth_requestAccounts) and not revoked since. */
  get isConnected(): boolean {
    return this.isAuthorized
  }

  /** The requests received for `method`, oldest first. */
  requestsFor(method: string): WalletRequestRecord[] {
    return this.requests.filter((request) => request.method === method)
  }

  /** The next `method` request fails as if the user pressed Reject: `{ code: 4001, message: 'User rejected the request.' }`. */
  rejectNext(method: string): void {
    this.failNext(method, WALLET_ERRORS.userRejected)
  }

  /** The next `method` request fails with this error (e.g. `{ code: -32002, message: 'Already processing eth_requestAccounts' }`). */
  failNext(method: string, error: RpcErrorShape): void {
    const queue = this.scripted.get(method) ?? []
    queue.push(error)
    this.scripted.set(method, queue)
  }

  /** Holds the next eth_sendTransaction: see HeldTransaction. Unreleased holds just stay pending after the test. */
  holdNextTransaction(): HeldTransaction {
    const requested = deferred<void>()
    const decision = deferred<'confirm' | 'reject'>()
    const gate = deferred<void>()
    const hash = deferred<string>()
    const broadcast = deferred<Promise<void>>()
    this.nextHold = {
      markRequested: () => requested.resolve(),
      decision: decision.promise,
      broadcastGate: gate.promise,
      setHash: hash.resolve,
      setBroadcast: broadcast.resolve,
    }
    return {
      requested: requested.promise,
      confirm: () => {
        decision.resolve('confirm')
        return hash.promise
      },
      broadcast: async () => {
        gate.resolve()
        await await broadcast.promise
      },
      reject: () => decision.resolve('reject'),
    }
  }

  /** Adds an account the wallet can sign for, without selecting it. */
  addAccount(account: WalletAccount): void {
    this.accounts.set(account.address.toLowerCase(), account)
  }

  /** Selects `account` (added if new) as the user would in the wallet; connected pages get `accountsChanged`. */
  async switchAccount(account: WalletAccount): Promise<void> {
    this.addAccount(account)
    this.selected = account.address.toLowerCase()
    if (this.isAuthorized) await this.emit('accountsChanged', [this.selected])
  }

  /** The user disconnects the site in the wallet: `accountsChanged([])`, and eth_accounts answers [] from now on. */
  async disconnectAccounts(): Promise<void> {
    this.isAuthorized = false
    await this.emit('accountsChanged', [])
  }

  /**
   * Puts the wallet on `chainId` as if the user switched networks in it (pages get `chainChanged`). With
   * `known: false` the wallet also forgets the devnet chain, so `wallet_switchEthereumChain` to it answers 4902 until
   * `wallet_addEthereumChain` adds it again. Only the devnet chain is backed by a node: on another chain reads still
   * go to the devnet node, and transactions fail with 4901.
   */
  async setChain(chainId: number, { known = true }: { known?: boolean } = {}): Promise<void> {
    this.knownChains.add(chainId)
    if (!known && chainId !== this.nodeChainId) this.knownChains.delete(this.nodeChainId)
    await this.changeChain(chainId)
  }

  private async onRequest({ method, params }: BridgeRequest, url: string): Promise<BridgeReply> {
    const record: WalletRequestRecord = { method, params, url, outcome: { result: null } }
    this.requests.push(record)
    try {
      const scripted = this.scripted.get(method)?.shift()
      if (scripted) throw new RpcError(scripted.code, scripted.message, scripted.data)
      const handler = this.handlers[method]
      const result = handler ? await handler(asParams(params)) : await rpcCall(this.rpcUrl, method, asParams(params))
      record.outcome = { result: result ?? null }
      return { result: result ?? null }
    } catch (error) {
      const shape = toErrorShape(error)
      record.outcome = { error: shape }
      return { error: shape }
    }
  }

  private async authorize(): Promise<string[]> {
    if (!this.isAuthorized) {
      this.isAuthorized = true
      await this.emit('connect', { chainId: hexChainId(this.currentChainId) })
    }
    return [this.selected]
  }

  private permissions(): unknown[] {
    // No restrictReturnedAccounts caveat: every account the wallet selects is exposed to the page.
    return this.isAuthorized ? [{ parentCapability: 'eth_accounts', caveats: [] }] : []
  }

  private requireAccount(address: unknown): WalletAccount {
    const account = typeof address === 'string' ? this.accounts.get(address.toLowerCase()) : undefined
    if (!this.isAuthorized || !account)
      throw new RpcError(WALLET_ERRORS.unauthorized.code, WALLET_ERRORS.unauthorized.message)
    return account
  }

  private parseChainId(request: unknown): number {
    const chainId = (request as { chainId?: unknown } | undefined)?.chainId
    if (typeof chainId !== 'string' || !isHexString(chainId)) {
      throw new RpcError(WALLET_ERRORS.invalidParams.code, `Expected a hex chainId, got ${JSON.stringify(chainId)}`)
    }
    return Number(chainId)
  }

  private async switchEthereumChain(request: unknown): Promise<null> {
    const chainId = this.parseChainId(request)
    if (!this.knownChains.has(chainId)) {
      throw new RpcError(
        WALLET_ERRORS.unrecognizedChain.code,
        `Unrecognized chain ID "${hexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    await this.changeChain(chainId)
    return null
  }

  /** Adds the chain and switches to it, as MetaMask does after the user approves both prompts. */
  private async addEthereumChain(request: unknown): Promise<null> {
    const chainId = this.parseChainId(request)
    this.knownChains.add(chainId)
    await this.changeChain(chainId)
    return null
  }

  private async changeChain(chainId: number): Promise<void> {
    if (chainId === this.currentChainId) return
    this.currentChainId = chainId
    await this.emit('chainChanged', hexChainId(chainId))
  }

  /**
   * One transaction at a time per wallet, so nonces never collide: the next one starts once this one is on the node
   * (a held transaction is answered with its hash earlier, but only broadcast when released).
   */
  private enqueueSend(tx: TxParams | undefined): Promise<string> {
    const hold = this.nextHold
    this.nextHold = null
    const sent = this.sendQueue.then(() => this.sendTransaction(tx, hold))
    this.sendQueue = sent.then(({ onNode }) => onNode).catch(() => undefined)
    return sent.then(({ hash }) => hash)
  }

  private async sendTransaction(
    tx: TxParams | undefined,
    hold: HoldState | null,
  ): Promise<{ hash: string; onNode: Promise<void> }> {
    if (hold) {
      hold.markRequested()
      if ((await hold.decision) === 'reject')
        throw new RpcError(WALLET_ERRORS.userRejected.code, WALLET_ERRORS.userRejected.message)
    }
    const signed = await this.signTransaction(tx)
    const { hash } = Transaction.from(signed)
    if (!hash) throw new RpcError(WALLET_ERRORS.internal.code, 'Could not hash the signed transaction')
    if (!hold) {
      await rpcCall(this.rpcUrl, 'eth_sendRawTransaction', [signed])
      return { hash, onNode: Promise.resolve() }
    }
    this.pendingTransactions.set(hash.toLowerCase(), signed)
    const onNode = hold.broadcastGate.then(async () => {
      try {
        await rpcCall(this.rpcUrl, 'eth_sendRawTransaction', [signed])
      } finally {
        this.pendingTransactions.delete(hash.toLowerCase())
      }
    })
    hold.setBroadcast(onNode)
    hold.setHash(hash)
    return { hash, onNode }
  }

  /** Fills in nonce, gas and fees from the node (its errors pass through unchanged) and signs. */
  private async signTransaction(tx: TxParams | undefined): Promise<string> {
    if (!tx) throw new RpcError(WALLET_ERRORS.invalidParams.code, 'eth_sendTransaction needs a transaction')
    const account = this.requireAccount(tx.from ?? this.selected)
    if (this.currentChainId !== this.nodeChainId) {
      throw new RpcError(
        WALLET_ERRORS.chainDisconnected.code,
        `The E2E wallet has no node for chain ${this.currentChainId}.`,
      )
    }
    const from = account.address
    const data = tx.data ?? tx.input ?? '0x'
    const value = tx.value ?? '0x0'
    const call = { from, to: tx.to ?? undefined, data, value }
    const [nonce, gas] = await Promise.all([
      tx.nonce ?? rpcCall(this.rpcUrl, 'eth_getTransactionCount', [from, 'pending']),
      tx.gas ?? rpcCall(this.rpcUrl, 'eth_estimateGas', [call]),
    ])
    const fees = tx.gasPrice ? { type: 0, gasPrice: BigInt(tx.gasPrice) } : await this.eip1559Fees(tx)
    return new Wallet(account.privateKey).signTransaction({
      ...fees,
      chainId: this.currentChainId,
      nonce: Number(nonce),
      to: tx.to ?? null,
      data,
      value: BigInt(value),
      gasLimit: BigInt(gas as string),
    })
  }

  private async eip1559Fees(tx: TxParams): Promise<{ type: 2; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
    const priority = BigInt(
      tx.maxPriorityFeePerGas ?? ((await rpcCall(this.rpcUrl, 'eth_maxPriorityFeePerGas')) as string),
    )
    if (tx.maxFeePerGas) return { type: 2, maxFeePerGas: BigInt(tx.maxFeePerGas), maxPriorityFeePerGas: priority }
    const block = (await rpcCall(this.rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: string }
    const baseFee = BigInt(block.baseFeePerGas ?? '0x0')
    return { type: 2, maxFeePerGas: baseFee * 2n + priority, maxPriorityFeePerGas: priority }
  }

  private async personalSign(message: unknown, address: unknown): Promise<string> {
    const account = this.requireAccount(address)
    if (typeof message !== 'string')
      throw new RpcError(WALLET_ERRORS.invalidParams.code, 'personal_sign needs a message')
    return new Wallet(account.privateKey).signMessage(isHexString(message) ? getBytes(message) : message)
  }

  private async signTypedData(address: unknown, typedData: unknown): Promise<string> {
    const account = this.requireAccount(address)
    const parsed = (typeof typedData === 'string' ? JSON.parse(typedData) : typedData) as {
      domain: Record<string, unknown>
      types: Record<string, TypedDataField[]>
      primaryType: string
      message: Record<string, unknown>
    }
    const types = typesFor(parsed.primaryType, parsed.types)
    return new Wallet(account.privateKey).signTypedData(parsed.domain, types, parsed.message)
  }

  /** Emits a provider event in every frame of every page of the context that has the wallet. */
  private async emit(event: string, payload: unknown): Promise<void> {
    const frames = this.context.pages().flatMap((page) => page.frames())
    await Promise.all(
      frames.map((frame) =>
        frame
          .evaluate(
            ([hook, name, value]) => {
              const target = (
                window as unknown as Record<string, { emit(event: string, payload: unknown): void } | undefined>
              )[hook]
              target?.emit(name, value)
            },
            [HOOK_NAME, event, payload] as const,
          )
          .catch(() => undefined),
      ),
    )
  }
}
