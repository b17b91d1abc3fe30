import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { keccak_256 } from '@noble/hashes/sha3'
import type { BaseContract, Contract, JsonRpcProvider } from 'ethers'
import {
  CHAT_PRICE,
  SERVICE_HOOK_TIMEOUT_MS,
  attachDevnetContracts,
  deployAll,
  devnetAccount,
  devnetProvider,
  devnetSigner,
  send,
  startAnvil,
  type AnvilHandle,
} from '../devnet'
import { createExtrasHeadFilter } from '../src/features/chat/reactions/extrasHeads'
import { readExtrasChangesFromIndex, type ChangesQuery } from '../src/services/chat/reactionsEdits'
import { startIndexer, type IndexerHandle } from './indexer'

/**
 * The index's extras route (issue #38: a refresh reads only what changed) against a real chain: its own anvil with
 * the devnet contracts, a few messages, then reactions and edits made while Ponder follows the chain live (PGlite,
 * body worker off: the route carries no bodies). The app's head filter and changes reader run against it too, on
 * the blocks' real logs blooms, counting the requests a quiet chain and one reaction cost.
 */

const ALICE = 1
const BOB = 2
const CAROL = 3
const lower = (i: number): string => devnetAccount(i).address.toLowerCase()

/** Ponder polls the chain every second; on a busy machine its indexing of a new block can take far longer. */
const LIVE_INDEX_WAIT_MS = 90_000

interface Change {
  mainIndex: number
  replyIndex: number | null
  isReply: boolean
  url: string
  editCount: number
  extrasBlock: number
  reactions: { emoji: number; count: number; users: string[] }[]
  versions: { version: number; url: string; at: number }[]
}

interface ChangesPage {
  indexedBlock: number
  changes: Change[]
  nextCursor: string | null
}

let anvil: AnvilHandle
let provider: JsonRpcProvider
let general: Contract
let indexer: IndexerHandle
let tmpDir: string
/** The block after the messages were posted, before any reaction or edit. */
let postedBlock: number

const as = (account: number): BaseContract => general.connect(devnetSigner(provider, account))
const head = async (): Promise<number> => Number(await provider.send('eth_blockNumber', []))

async function getJson<T>(route: string, status = 200): Promise<T> {
  const response = await fetch(`${indexer.url}${route}`)
  const text = await response.text()
  if (response.status !== status) throw new Error(`GET ${route}: ${response.status} ${text}, expected ${status}`)
  return JSON.parse(text) as T
}

/** The changes of general's main messages after `since`, the answer held until the index has `atLeast`. */
const changesOf = (since: number, atLeast: number, extra = '') =>
  getJson<ChangesPage>(`/channels/general/extras?since=${since}&atLeast=${atLeast}${extra}`)

beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-indexer-extras-test-'))
  anvil = await startAnvil()
  const addresses = await deployAll(anvil.rpcUrl, { seed: true, writeAddresses: false })
  provider = devnetProvider(anvil.rpcUrl)
  general = (await attachDevnetContracts(addresses, provider)).chatChannels.general
  for (const [account, url] of [
    [ALICE, 'ar://m0'],
    [BOB, 'ar://m1'],
    [CAROL, 'ar://m2'],
  ] as const) {
    await send(as(account), 'createMessage', [url], { value: CHAT_PRICE })
  }
  await send(as(BOB), 'createReply', [0, 'ar://m0-r0'], { value: CHAT_PRICE })
  postedBlock = await head()
  const addressesFile = path.join(tmpDir, 'addresses.json')
  fs.writeFileSync(addressesFile, JSON.stringify(addresses))
  indexer = await startIndexer({
    rpcUrl: anvil.rpcUrl,
    addressesFile,
    dataDir: path.join(tmpDir, 'pglite'),
    // Answers held for `atLeast` as long as a busy machine's Ponder may need to index a block.
    env: { INDEXER_BODY_WORKER: 'off', INDEXER_EXTRAS_WAIT_MS: String(LIVE_INDEX_WAIT_MS) },
  })
}, SERVICE_HOOK_TIMEOUT_MS)

afterAll(async () => {
  provider?.destroy()
  await indexer?.stop()
  await anvil?.stop()
  if (tmpDir !== undefined) fs.rmSync(tmpDir, { recursive: true, force: true })
}, SERVICE_HOOK_TIMEOUT_MS)

describe('GET /channels/:channel/extras (issue #38)', () => {
  it(
    'answers only the messages whose reactions or edits changed after `since`, once the index has `atLeast`',
    async () => {
      const quiet = await changesOf(0, postedBlock)
      expect(quiet.indexedBlock).toBeGreaterThanOrEqual(postedBlock)
      expect(quiet.changes).toEqual([])

      await send(as(BOB), 'reactToMessage', [1, 2, true])
      await send(as(ALICE), 'editMessage', [0, 'ar://m0-v1'])
      await send(as(CAROL), 'reactToReply', [0, 0, 4, true])
      const changedAt = await head()
      // One request: the answer waits for the index to reach the head rather than the client polling it.
      const changed = await changesOf(postedBlock, changedAt)
      expect(changed.indexedBlock).toBeGreaterThanOrEqual(changedAt)
      expect(changed.changes.map((c) => c.mainIndex)).toEqual([0, 1])
      expect(changed.changes[0]).toMatchObject({ url: 'ar://m0-v1', editCount: 1, reactions: [] })
      expect(changed.changes[0]?.versions.map((v) => [v.version, v.url])).toEqual([
        [0, 'ar://m0'],
        [1, 'ar://m0-v1'],
      ])
      // Versions carry no bodies: they never change, the app fetches the ones it lacks by URL.
      expect(Object.keys(changed.changes[0]?.versions[0] ?? {}).sort()).toEqual(['at', 'url', 'version'])
      expect(changed.changes[1]?.reactions).toEqual([{ emoji: 2, count: 1, users: [lower(BOB)] }])

      const thread = await getJson<ChangesPage>(`/channels/general/extras?since=${postedBlock}&thread=0`)
      expect(thread.changes).toMatchObject([
        { isReply: true, mainIndex: 0, replyIndex: 0, reactions: [{ emoji: 4, users: [lower(CAROL)] }] },
      ])

      // A reaction taken back is a change too; nothing else changed after the last answer.
      await send(as(BOB), 'reactToMessage', [1, 2, false])
      const removedAt = await head()
      const removed = await changesOf(changed.indexedBlock, removedAt)
      expect(removed.changes).toMatchObject([{ mainIndex: 1, reactions: [] }])
      expect((await changesOf(removed.indexedBlock, removed.indexedBlock)).changes).toEqual([])
    },
    LIVE_INDEX_WAIT_MS + 30_000,
  )

  it('keeps to the messages `from` to `to` and pages by message index', async () => {
    expect((await changesOf(postedBlock, 0, '&from=1&to=2')).changes.map((c) => c.mainIndex)).toEqual([1])
    const first = await changesOf(postedBlock, 0, '&limit=1')
    expect(first.changes.map((c) => c.mainIndex)).toEqual([0])
    expect(first.nextCursor).toBe('0')
    const rest = await changesOf(postedBlock, 0, `&limit=1&cursor=${first.nextCursor}`)
    expect(rest.changes.map((c) => c.mainIndex)).toEqual([1])
    expect(rest.nextCursor).toBeNull()
  })

  it.each([
    ['since missing', '/channels/general/extras', 'since must be a non-negative integer'],
    ['since negative', '/channels/general/extras?since=-1', 'since must be a non-negative integer'],
    ['atLeast not a number', '/channels/general/extras?since=1&atLeast=head', 'atLeast must be'],
    ['thread not a number', '/channels/general/extras?since=1&thread=x', 'thread must be'],
    ['limit too large', '/channels/general/extras?since=1&limit=1000', 'limit must be'],
    ['an unknown channel', '/channels/nowhere/extras?since=1', 'unknown channel'],
  ])('answers 400 for %s', async (_label, route, error) => {
    const answer = await getJson<{ error: string }>(route, 400)
    expect(answer.error).toContain(error)
  })
})

describe("the app's refresh against the index (issue #38: it follows the chain and reads what changed)", () => {
  /** A real block's head as the newHeads socket pushes it. */
  const headOf = async (number: number) => {
    const block = (await provider.send('eth_getBlockByNumber', [`0x${number.toString(16)}`, false])) as {
      logsBloom: string
    }
    return { number, logsBloom: block.logsBloom }
  }

  it(
    'reads nothing over quiet blocks (posts included), then one small request for a reaction that has it',
    async () => {
      const filter = createExtrasHeadFilter([await general.getAddress()], async () => keccak_256)
      await Promise.resolve()
      const requests: string[] = []
      const countingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(String(input))
        return fetch(input, init)
      }) as typeof fetch
      let since = (await changesOf(0, 0)).indexedBlock
      /** What the app does on a pushed head: read the changes only when the filter says it may matter. */
      const onHead = async (number: number) => {
        if (!filter.isRelevant(await headOf(number))) return null
        const query: ChangesQuery = { parentIndex: null, from: 0, to: 2, since, atLeast: filter.wantedBlock() }
        const answer = await readExtrasChangesFromIndex(indexer.url, await general.getAddress(), query, countingFetch)
        since = answer?.indexedBlock ?? since
        return answer
      }

      // The first head heard reads what changed since the last answer (its blocks were never looked at).
      await onHead(await head())
      requests.length = 0
      const quietFrom = (await head()) + 1
      await provider.send('anvil_mine', ['0x5'])
      await send(as(ALICE), 'createMessage', ['ar://m3'], { value: CHAT_PRICE })
      await send(as(BOB), 'createReply', [1, 'ar://m1-r0'], { value: CHAT_PRICE })
      await provider.send('anvil_mine', ['0x5'])
      for (let number = quietFrom; number <= (await head()); number += 1) await onHead(number)
      expect(requests).toEqual([])

      await send(as(CAROL), 'reactToMessage', [2, 0, true])
      const reactedAt = await head()
      // The app's index client gives up after 8 s: a busy machine's Ponder may need longer to index the block.
      await changesOf(reactedAt, reactedAt)
      const answer = await onHead(reactedAt)
      expect(requests).toHaveLength(1)
      expect(answer?.changes.get(2)?.reactions[0]).toEqual([lower(CAROL)])
      expect([...(answer?.changes.keys() ?? [])]).toEqual([2])
    },
    LIVE_INDEX_WAIT_MS + 30_000,
  )
})
