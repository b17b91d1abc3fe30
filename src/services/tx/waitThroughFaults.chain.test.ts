import type { TransactionResponse } from 'ethers'
import { MINTER_PRICES, attachContract, devnetAccount, startTestChain } from '../../../devnet'
import type { TestChain } from '../../../devnet'
import type { AppConfig } from '../../config'
import { connectTestWallet, testConfig } from '../../test/chainTestKit'
import { createChainServices } from '../chain/createChainServices'
import type { ChainReader } from '../chain/readProvider'
import { createChainReader } from '../chain/readProvider'
import { createJsonRpcClient } from '../chain/rpc/jsonRpcClient'
import { createResilientRpc } from '../chain/rpc/resilientRpc'
import { addPendingTransaction, readPendingTransactions } from './pendingTransactions'
import type { TxEvent, TxSettledEvent } from './txEvents'
import { txEvents, txSettled } from './txEvents'

/**
 * Issue #35: a transaction is pending until the chain settles it. The site's read RPC fails (HTTP 503, JSON-RPC
 * -32005, a malformed answer, no answer) from the moment the wallet returns the hash, while the transaction is
 * mined; the wait says "checking", keeps the pending record, and ends with the success once the RPC heals. The
 * faults come from a failing fetch under the app's own JSON-RPC client and retrying transport; anvil is real.
 */
const address = (index: number) => devnetAccount(index).address
const P5 = MINTER_PRICES[4]
const FAULTS = ['http-503', 'rate-limit-32005', 'malformed-json', 'hang'] as const
type Fault = (typeof FAULTS)[number]

// localStorage for the pending-transaction records (this project runs in node).
const storage = new Map<string, string>()
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  },
})

/** The site's read RPC with a switchable fault in front of anvil, under the app's client and retrying transport. */
function faultyRpc(url: string) {
  let fault: Fault | null = null
  let hits = 0
  const fetchImpl: typeof fetch = async (input, init) => {
    if (!fault) return fetch(input, init)
    hits += 1
    switch (fault) {
      case 'http-503':
        return new Response('Service Unavailable', { status: 503 })
      case 'rate-limit-32005':
        return Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'Rate limit exceeded' } })
      case 'malformed-json':
        return new Response('{"jsonrpc":"2.0","id":1,"resu', { headers: { 'content-type': 'application/json' } })
      case 'hang':
        // No answer: the client's timeout aborts the request.
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )
    }
  }
  const rpc = createResilientRpc(createJsonRpcClient(url, { timeoutMs: 300, fetchImpl }), { retryDelaysMs: [20, 40] })
  return {
    rpc,
    get hits() {
      return hits
    },
    start: (kind: Fault) => void (fault = kind),
    heal: () => void (fault = null),
  }
}

let chain: TestChain
let config: AppConfig
let reader: ChainReader
let transport: ReturnType<typeof faultyRpc>
let services: ReturnType<typeof createChainServices>
let events: TxEvent[]
let settled: TxSettledEvent[]
const stops: (() => void)[] = []

beforeAll(async () => {
  chain = await startTestChain()
  config = testConfig(chain)
  transport = faultyRpc(chain.rpcUrl)
  const plain = createChainReader(chain.rpcUrl, config.chain.chainId, config.multicall3Address, 50)
  reader = { ...plain, rpc: transport.rpc }
  services = createChainServices(config, () => reader)
})

afterAll(async () => {
  reader.provider.destroy()
  await chain.stop()
})

beforeEach(async () => {
  events = []
  settled = []
  storage.clear()
  stops.push(txEvents.subscribe((event) => events.push(event)))
  stops.push(txSettled.subscribe((event) => settled.push(event)))
  await chain.provider.send('evm_setAutomine', [false])
})

afterEach(async () => {
  transport.heal()
  stops.splice(0).forEach((stop) => stop())
  await chain.provider.send('evm_setAutomine', [true])
})

const mine = () => chain.provider.send('evm_mine', [])
const typesOf = (id: string) => events.filter((event) => event.id === id).map((event) => event.type)

/** Resolves with the first event `matches` accepts, recorded already or still to come (an event wait). */
function nextEvent<T extends TxEvent>(matches: (event: TxEvent) => event is T): Promise<T> {
  const found = events.find(matches)
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const stop = txEvents.subscribe((event) => {
      if (!matches(event)) return
      stop()
      resolve(event)
    })
  })
}
const isSubmitted = (event: TxEvent): event is Extract<TxEvent, { type: 'submitted' }> => event.type === 'submitted'
const isChecking = (event: TxEvent): event is Extract<TxEvent, { type: 'checking' }> =>
  event.type === 'checking' && event.isChecking

/** Resolves once `condition` holds, looking every 20 ms (a condition wait, bounded by the test's timeout). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20))
}

/** Mines a block every 50 ms until `promise` settles (a live chain keeps making blocks too). */
async function mineUntilSettled<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  let result: PromiseSettledResult<T> | null = null
  void Promise.allSettled([promise]).then(([outcome]) => (result = outcome ?? null))
  while (!result) {
    await mine()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return result
}

it.each(FAULTS)('a mint mined while the read RPC fails (%s) waits, says checking, then succeeds once', async (kind) => {
  const account = 3 + FAULTS.indexOf(kind)
  const domainName = `fault${FAULTS.indexOf(kind)}`
  connectTestWallet(chain.rpcUrl, address(account))
  // The fault starts the moment the wallet returns the hash.
  stops.push(txEvents.subscribe((event) => (event.type === 'submitted' ? transport.start(kind) : undefined)))
  const tags = [{ type: 'Username', id: address(account).toLowerCase() }]
  const running = services.mintDomain(
    { domainName, holder: address(account), referrer: '', valueWei: String(P5) },
    tags,
  )
  const { id, hash } = await nextEvent(isSubmitted)
  await mine()
  await nextEvent(isChecking)
  // Well past the transport's own retries: the wait does not give up.
  const hitsAtChecking = transport.hits
  await until(() => transport.hits >= hitsAtChecking + 8)
  expect(typesOf(id)).toEqual(['awaiting-signature', 'submitted', 'checking'])
  expect(readPendingTransactions().map((record) => record.hash)).toEqual([hash])
  expect(settled).toEqual([])

  transport.heal()
  const outcome = await mineUntilSettled(running)
  expect(outcome).toMatchObject({ status: 'fulfilled', value: { hash } })
  expect(typesOf(id)).toEqual(['awaiting-signature', 'submitted', 'checking', 'checking', 'confirmed'])
  expect(settled).toEqual([{ id, hash, outcome: 'confirmed', isResumed: false, tags }])
  expect(readPendingTransactions()).toEqual([])
  await expect(services.readDomainHolder(domainName)).resolves.toBe(address(account))
})

it('after a reload during an outage, says checking and looks the transaction up until the RPC answers', async () => {
  const minter = await attachContract('PunkMinter', chain.addresses.punkMinter, chain.signer(8))
  const startBlock = await chain.provider.getBlockNumber()
  const response: TransactionResponse = await minter.getFunction('mint')('resumed', address(8), address(0), {
    value: P5,
  })
  const record = {
    hash: response.hash,
    chainId: config.chain.chainId,
    successMessage: 'You have successfully minted a name!',
    startBlock,
    submittedAt: Date.now(),
    tags: [{ type: 'Username', id: address(8).toLowerCase() }],
  }
  addPendingTransaction(record)
  await mine()
  transport.start('http-503')
  const resuming = services.resumePendingTransactions()
  await nextEvent(isChecking)
  const hitsAtChecking = transport.hits
  await until(() => transport.hits >= hitsAtChecking + 8)
  const id = `resumed-${record.hash}`
  // The waiting toast shows at once, saying "Checking…".
  expect(typesOf(id)).toEqual(['submitted', 'checking'])
  expect(readPendingTransactions()).toEqual([record])

  transport.heal()
  await mineUntilSettled(resuming)
  expect(typesOf(id)).toEqual(['submitted', 'checking', 'checking', 'confirmed'])
  expect(settled).toMatchObject([{ hash: record.hash, outcome: 'confirmed', isResumed: true, tags: record.tags }])
  expect(readPendingTransactions()).toEqual([])
})
