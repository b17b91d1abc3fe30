import { Interface, type BaseContract, type ContractTransactionReceipt, type LogDescription } from 'ethers'
import { CONTRACT_NAMES, compileContracts, type ContractName } from '../compile'
import { attachDevnetContracts, type DevnetContracts } from '../devnetContracts'
import { startTestChain, takeSnapshot, type TestChain } from '../testChain'

export interface ChainFixture {
  chain: TestChain
  /** Every devnet contract, read-only through the provider; `.connect(chain.signer(i))` to write. */
  c: DevnetContracts
  /** Interfaces to decode reverts and logs by name. */
  ifaces: Record<ContractName, Interface>
}

/**
 * Registers beforeAll/afterAll hooks that start a private seeded devnet for the calling test file, and returns a
 * getter for it. With `isolateTests`, each test runs between an evm_snapshot and an evm_revert, so tests cannot
 * see each other's transactions.
 */
export function setupChainFixture(opts: { isolateTests?: boolean } = {}): () => ChainFixture {
  let fixture: ChainFixture | undefined
  let revert: (() => Promise<void>) | undefined
  const get = (): ChainFixture => {
    if (fixture === undefined) throw new Error('Test chain not started')
    return fixture
  }

  beforeAll(async () => {
    const chain = await startTestChain()
    const artifacts = await compileContracts()
    const ifaces = Object.fromEntries(CONTRACT_NAMES.map((n) => [n, new Interface(artifacts[n].abi)]))
    fixture = {
      chain,
      c: await attachDevnetContracts(chain.addresses, chain.provider),
      ifaces: ifaces as Record<ContractName, Interface>,
    }
  })
  afterAll(async () => {
    await fixture?.chain.stop()
  })
  if (opts.isolateTests === true) {
    beforeEach(async () => {
      revert = await takeSnapshot(get().chain.provider)
    })
    afterEach(async () => {
      await revert?.()
      revert = undefined
    })
  }
  return get
}

/** eth_call of a view function; the value is whatever ethers decodes (bigint, string, Result, ...). */
export async function read(contract: BaseContract, method: string, ...args: unknown[]): Promise<unknown> {
  return contract.getFunction(method).staticCall(...args)
}

/** Like `read`, for functions returning a uint (fails the test if the value is not a bigint). */
export async function readBigInt(contract: BaseContract, method: string, ...args: unknown[]): Promise<bigint> {
  const value = await read(contract, method, ...args)
  if (typeof value !== 'bigint') throw new Error(`${method} returned ${typeof value}, not bigint`)
  return value
}

/** The decoded events called `name` in `receipt`, in log order. */
export function eventsOf(receipt: ContractTransactionReceipt, iface: Interface, name: string): LogDescription[] {
  return receipt.logs
    .map((log) => iface.parseLog(log))
    .filter((parsed): parsed is LogDescription => parsed !== null && parsed.name === name)
}
