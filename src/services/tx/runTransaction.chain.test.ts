import type { TransactionResponse } from 'ethers'
import { toBeHex } from 'ethers'
import { MINTER_PRICES, attachContract, devnetAccount, startTestChain } from '../../../devnet'
import type { TestChain } from '../../../devnet'
import type { AppConfig } from '../../config'
import { connectTestWallet, testConfig, testServices } from '../../test/chainTestKit'
import type { ChainReader } from '../chain/readProvider'
import type { PendingTransaction } from './pendingTransactions'
import { PENDING_TX_KEY, addPendingTransaction, readPendingTransactions } from './pendingTransactions'
import { TX_CANCELLED_MESSAGE } from './runTransaction'
import type { TxEvent, TxSettledEvent } from './txEvents'
import { txEvents, txSettled } from './txEvents'

/**
 * The transaction lifecycle against anvil with mining under the test's control: a receipt that reverts, a speed-up
 * and a cancel in the wallet, and waiting again after a reload.
 */
const address = (index: number) => devnetAccount(index).address
const P5 = MINTER_PRICES[4]

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

let chain: TestChain
let config: AppConfig
let services: ReturnType<typeof testServices>['services']
let reader: ChainReader
let events: TxEvent[]
let settled: TxSettledEvent[]
let stopEvents: () => void
let stopSettled: () => void

beforeAll(async () => {
  // Failed writes are logged (spec §8); the tests assert on the outcome instead.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  chain = await startTestChain()
  config = testConfig(chain)
  ;({ services, reader } = testServices(config))
})

afterAll(async () => {
  reader.provider.destroy()
  await chain.stop()
})

beforeEach(async () => {
  events = []
  settled = []
  stopEvents = txEvents.subscribe((event) => events.push(event))
  stopSettled = txSettled.subscribe((event) => settled.push(event))
  storage.clear()
  await chain.provider.send('evm_setAutomine', [false])
})

afterEach(async () => {
  stopEvents()
  stopSettled()
  await chain.provider.send('evm_setAutomine', [true])
})

const typesOf = (id: string) => events.filter((event) => event.id === id).map((event) => event.type)
const mine = () => chain.provider.send('evm_mine', [])

/**
 * Mines a block every 50 ms until `promise` settles: ethers' pollers take the first block they see as the baseline,
 * so one block mined right after a transaction may never be announced, while a live chain always makes more.
 */
async function mineUntilSettled<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  let settled: PromiseSettledResult<T> | null = null
  void Promise.allSettled([promise]).then(([result]) => (settled = result ?? null))
  for (let attempt = 0; attempt < 100 && !settled; attempt++) {
    await mine()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  if (!settled) throw new Error('still pending after 100 blocks')
  return settled
}

/** Resolves with the submitted event once the wallet has sent the `n`-th transaction of this test (an event wait). */
function submitted(n = 1): Promise<Extract<TxEvent, { type: 'submitted' }>> {
  type Submitted = Extract<TxEvent, { type: 'submitted' }>
  const isSubmitted = (event: TxEvent): event is Submitted => event.type === 'submitted'
  return new Promise((resolve) => {
    const check = () => {
      const found = events.filter(isSubmitted)
      if (found.length < n) return false
      resolve(found[n - 1] as Submitted)
      return true
    }
    if (check()) return
    const stop = txEvents.subscribe(() => {
      // The test's own listener (subscribed first) has already recorded this event.
      if (check()) stop()
    })
  })
}

/** Sends, from the same unlocked account, a transaction with the nonce of `original` and twice its fees. */
async function replace(
  original: TransactionResponse,
  fields: { to: string; data: string; value: bigint },
): Promise<string> {
  return chain.provider.send('eth_sendTransaction', [
    {
      from: original.from,
      to: fields.to,
      data: fields.data,
      value: toBeHex(fields.value),
      nonce: toBeHex(original.nonce),
      gas: toBeHex(original.gasLimit),
      maxFeePerGas: toBeHex((original.maxFeePerGas ?? 0n) * 2n),
      maxPriorityFeePerGas: toBeHex((original.maxPriorityFeePerGas ?? 0n) * 2n + 1n),
    },
  ])
}

/** A wallet that does not simulate: it answers gas estimates with a fixed limit, so a doomed transaction is sent. */
const noEstimate = (method: string) => (method === 'eth_estimateGas' ? { result: '0x7a120' } : undefined)

/** PunkMinter's require text for too little value, as the spec §8 rule words it. */
const VALUE_BELOW_PRICE = 'Error: Value below price'

it('explains a receipt that reverted by replaying it at its block, and removes the pending record', async () => {
  connectTestWallet(chain.rpcUrl, address(7), noEstimate)
  const running = services.mintDomain({ domainName: 'bob', holder: address(7), referrer: '', valueWei: String(P5) })
  const { id, hash } = await submitted()
  expect(readPendingTransactions().map((record) => record.hash)).toEqual([hash])
  const outcome = await mineUntilSettled(running)
  expect(outcome).toMatchObject({ status: 'rejected', reason: { message: VALUE_BELOW_PRICE } })
  expect(typesOf(id)).toEqual(['awaiting-signature', 'submitted', 'reverted'])
  expect(events.at(-1)).toMatchObject({ hash, message: VALUE_BELOW_PRICE })
  expect(readPendingTransactions()).toEqual([])
})

it('follows a speed-up in the wallet to the replacement and reports success under its hash', async () => {
  connectTestWallet(chain.rpcUrl, address(6))
  const running = services.mintDomain({ domainName: 'spedup', holder: address(6), referrer: '', valueWei: String(P5) })
  const { id, hash } = await submitted()
  const original = await chain.provider.getTransaction(hash)
  if (!original?.to) throw new Error('original transaction not found')
  const replacementHash = await replace(original, { to: original.to, data: original.data, value: original.value })
  const outcome = await mineUntilSettled(running)
  expect(outcome).toMatchObject({ status: 'fulfilled', value: { hash: replacementHash } })
  expect(typesOf(id)).toEqual(['awaiting-signature', 'submitted', 'replaced', 'confirmed'])
  expect(events.find((event) => event.type === 'replaced')).toMatchObject({ hash, replacementHash })
  await expect(services.readDomainHolder('spedup')).resolves.toBe(address(6))
})

it('reports a cancel in the wallet as a failure and leaves no pending record', async () => {
  connectTestWallet(chain.rpcUrl, address(5))
  const running = services.mintDomain({
    domainName: 'cancelled',
    holder: address(5),
    referrer: '',
    valueWei: String(P5),
  })
  const { id, hash } = await submitted()
  const original = await chain.provider.getTransaction(hash)
  if (!original) throw new Error('original transaction not found')
  await replace(original, { to: address(5), data: '0x', value: 0n })
  const outcome = await mineUntilSettled(running)
  expect(outcome).toMatchObject({ status: 'rejected', reason: { message: TX_CANCELLED_MESSAGE } })
  expect(typesOf(id)).toEqual(['awaiting-signature', 'submitted', 'failed'])
  expect(readPendingTransactions()).toEqual([])
  await expect(services.readDomainHolder('cancelled')).resolves.toBeNull()
})

it('finds and follows a sent transaction when the wallet switches chains meanwhile, asking its chain id once', async () => {
  let isSent = false
  let chainIdRequests = 0
  connectTestWallet(chain.rpcUrl, address(3), (method) => {
    if (method === 'eth_sendTransaction') isSent = true
    // The user switches the wallet to Ethereum mainnet right after confirming: the wallet no longer finds the
    // transaction, so it is found on the site's read RPC.
    if (method === 'eth_getTransactionByHash') return isSent ? { result: null } : undefined
    if (method !== 'eth_chainId') return undefined
    chainIdRequests += 1
    return isSent ? { result: '0x1' } : undefined
  })
  const running = services.mintDomain({
    domainName: 'switched',
    holder: address(3),
    referrer: '',
    valueWei: String(P5),
  })
  const { id } = await submitted()
  const outcome = await mineUntilSettled(running)
  expect(outcome).toMatchObject({ status: 'fulfilled' })
  expect(typesOf(id)).toEqual(['awaiting-signature', 'submitted', 'confirmed'])
  expect(chainIdRequests).toBe(1)
})

describe('after a reload', () => {
  async function sendMintDirectly(account: number, domainName: string): Promise<PendingTransaction> {
    const minter = await attachContract('PunkMinter', chain.addresses.punkMinter, chain.signer(account))
    const startBlock = await chain.provider.getBlockNumber()
    const response: TransactionResponse = await minter.getFunction('mint')(domainName, address(account), address(0), {
      value: P5,
    })
    return {
      hash: response.hash,
      chainId: config.chain.chainId,
      successMessage: 'You have successfully minted a name!',
      startBlock,
      submittedAt: Date.now(),
      tags: [{ type: 'Username', id: address(account).toLowerCase() }],
    }
  }

  it('waits again for a stored pending transaction, toasts its outcome and announces its tags', async () => {
    const record = await sendMintDirectly(4, 'reloaded')
    addPendingTransaction(record)
    const resuming = services.resumePendingTransactions()
    await submitted()
    await mineUntilSettled(resuming)
    expect(typesOf(`resumed-${record.hash}`)).toEqual(['submitted', 'confirmed'])
    expect(settled).toEqual([
      { id: `resumed-${record.hash}`, hash: record.hash, outcome: 'confirmed', isResumed: true, tags: record.tags },
    ])
    expect(storage.has(PENDING_TX_KEY)).toBe(false)
  })

  it('forgets, silently, a transaction the node does not know (dropped, or a restarted devnet)', async () => {
    const record = { ...(await sendMintDirectly(4, 'forgotten')), hash: `0x${'ab'.repeat(32)}` }
    await mine()
    addPendingTransaction(record)
    await services.resumePendingTransactions()
    expect(events).toEqual([])
    expect(settled).toEqual([])
    expect(readPendingTransactions()).toEqual([])
  })

  it('keeps records of another chain for when the app runs there', async () => {
    const record = { ...(await sendMintDirectly(4, 'otherchain')), chainId: 1 }
    await mine()
    addPendingTransaction(record)
    await services.resumePendingTransactions()
    expect(events).toEqual([])
    expect(readPendingTransactions()).toEqual([record])
  })
})
