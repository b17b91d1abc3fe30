import { Contract, ZeroAddress, isError, parseEther } from 'ethers'
import {
  MINTER_PRICES,
  MINTER_REFERRAL_BIPS,
  SEED,
  attachContract,
  deployContract,
  devnetAccount,
  send,
  startTestChain,
} from '../../../devnet'
import type { TestChain } from '../../../devnet'
import type { AppConfig } from '../../config'
import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import { CHAT_CHANNEL_ABI } from '../chat/chatAbi'
import { tldContract } from './contracts'
import { testConfig, testServices } from '../../test/chainTestKit'
import type { ChainReader } from './readProvider'
import { readContract } from './rpc/readContract'

/** Reads of spec §7 through the app's own services: multicall runner, price paths, referrer resolution. */
const address = (index: number) => devnetAccount(index).address
const [alice, bob] = [address(1), address(2)]

let chain: TestChain
let config: AppConfig
let services: ReturnType<typeof testServices>['services']
let reader: ChainReader

beforeAll(async () => {
  chain = await startTestChain()
  config = testConfig(chain)
  ;({ services, reader } = testServices(config))
})

afterAll(async () => {
  reader.provider.destroy()
  await chain.stop()
})

/** Counts the eth_calls the reader's JSON-RPC client sends while `run` runs. */
async function countCalls<T>(run: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const spy = jest.spyOn(reader.rpc, 'request')
  try {
    const result = await run()
    return { result, calls: spy.mock.calls.filter(([method]) => method === 'eth_call').length }
  } finally {
    spy.mockRestore()
  }
}

describe('reads through the call batcher', () => {
  it('folds a screen of reads into one eth_call', async () => {
    const { result, calls } = await countCalls(() =>
      Promise.all([
        services.readDefaultName(alice),
        services.readDefaultName(bob),
        services.readDefaultName(address(4)),
        services.readDomainHolder('carol.demo'),
        services.readDomainData('alice'),
        services.readPoints(bob),
        services.readTokenBalance(config.chatTokenAddress, alice),
        services.readNativeBalance(address(6)),
      ]),
    )
    expect(calls).toBe(1)
    expect(result).toEqual([
      'alice',
      'bob',
      '',
      address(3),
      SEED.aliceData,
      String(parseEther('42.5') + parseEther('0.01')),
      String(parseEther('1000')),
      String(parseEther('10000')),
    ])
  })

  it('fails only the call that failed, with a decodable CALL_EXCEPTION', async () => {
    const broken = testServices(testConfig(chain, { activityPointsAddress: address(7) })).services
    const [name, points] = await Promise.allSettled([broken.readDefaultName(alice), broken.readPoints(alice)])
    expect(name).toEqual({ status: 'fulfilled', value: 'alice' })
    expect(points.status).toBe('rejected')
  })

  it('resolves holders case-insensitively, with or without the tld; nobody is null', async () => {
    await expect(services.readDomainHolder('ALICE.demo')).resolves.toBe(alice)
    await expect(services.readDomainHolder('alice-two')).resolves.toBe(alice)
    await expect(services.readDomainHolder('nobody-has-this')).resolves.toBeNull()
  })
})

describe('the MulticallRunner (Contract-based reads of other pages)', () => {
  it('sends through the same batcher: Contract reads and light reads share one aggregate3', async () => {
    const { result, calls } = await countCalls(() =>
      Promise.all([
        tldContract(config, reader.runner).getFunction('defaultNames')(alice),
        services.readPoints(bob),
        services.readDefaultName(bob),
      ]),
    )
    expect(calls).toBe(1)
    expect(result).toEqual(['alice', String(parseEther('42.5') + parseEther('0.01')), 'bob'])
  })

  it('rejects a reverted call with a CALL_EXCEPTION whose reason Contract decodes, as the light read does', async () => {
    const general = chain.addresses.chatChannels.general
    const channel = new Contract(general, CHAT_CHANNEL_ABI, reader.runner)
    const [viaRunner, viaLight, name] = await Promise.allSettled([
      channel.getFunction('getMainMessage')(100_000),
      readContract(reader.batcher, general, CHAT_CHANNEL_ABI, 'getMainMessage', [100_000n]),
      services.readDefaultName(alice),
    ])
    expect(name).toEqual({ status: 'fulfilled', value: 'alice' })
    for (const settled of [viaRunner, viaLight]) {
      const reason = settled.status === 'rejected' ? (settled.reason as unknown) : null
      expect(isError(reason, 'CALL_EXCEPTION')).toBe(true)
      expect(reason).toMatchObject({ reason: 'Main message does not exist' })
    }
  })
})

describe('mint prices (spec §3 Name price data)', () => {
  it('reads the five tiers, the referral fee and the pause flag of the minter in one round trip', async () => {
    const { result, calls } = await countCalls(() => services.readMintPrices())
    expect(calls).toBe(1)
    expect(result).toEqual({
      pricesWei: MINTER_PRICES.map(String),
      referralFeeBips: Number(MINTER_REFERRAL_BIPS),
      isPaused: false,
    })
  })

  it('reads one price (the 5+ tier) when the minter is configured with one price', async () => {
    const single = testServices(testConfig(chain, { punkNumberOfPrices: 1 })).services
    await expect(single.readMintPrices()).resolves.toMatchObject({ pricesWei: [String(MINTER_PRICES[4])] })
  })

  it('reports the minter as paused while it is paused', async () => {
    const minter = await attachContract('PunkMinter', chain.addresses.punkMinter, chain.signer(0))
    await send(minter, 'togglePaused')
    try {
      await expect(services.readMintPrices()).resolves.toMatchObject({ isPaused: true })
    } finally {
      await send(minter, 'togglePaused')
    }
  })

  it('reads price, referral and buyingEnabled of a plain TLD when no minter is configured', async () => {
    const plain = await deployContract('PunkTld', ['.plain', parseEther('0.002'), true, ZeroAddress], chain.signer(0))
    const plainConfig = testConfig(chain, {
      punkMinterAddress: '',
      punkNumberOfPrices: 1,
      punkTldAddress: await plain.getAddress(),
    })
    const plainServices = testServices(plainConfig).services
    await expect(plainServices.readMintPrices()).resolves.toEqual({
      pricesWei: [String(parseEther('0.002'))],
      referralFeeBips: 1000,
      isPaused: false,
    })
    await send(plain, 'toggleBuyingDomains')
    await expect(plainServices.readMintPrices()).resolves.toMatchObject({ isPaused: true })
  })
})

describe('resolveReferrer (spec §5 Referrer)', () => {
  const lowerBob = bob.toLowerCase()
  const wrongChecksum = bob.replace(/[a-f]/, (c) => c.toUpperCase())

  it.each([
    ['a name', 'bob', null, bob],
    ['a name with the tld', 'bob.demo', null, bob],
    ['a name in capitals', 'BOB.DEMO', null, bob],
    ['a lower-case address (checksummed on the way)', lowerBob, null, bob],
    ['a checksummed address', bob, null, bob],
    ['an address with a wrong checksum', wrongChecksum, null, null],
    ['the user’s own address', bob, bob, null],
    ['the user’s own name', 'bob', bob, null],
    ['an unregistered name', 'nobody-has-this', null, null],
    ['the native-coin constant', NATIVE_COIN_ADDRESS, null, null],
    ['the zero address', ZeroAddress, null, null],
    ['an empty value', '  ', null, null],
    ['a name with spaces around it', '  carol ', null, address(3)],
  ])('%s', async (_label, ref, user, expected) => {
    await expect(services.resolveReferrer(ref, user)).resolves.toBe(expected)
  })

  it('gives no referrer when the holder lookup fails (logged)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const broken = testServices(testConfig(chain, { punkTldAddress: address(8) })).services
    await expect(broken.resolveReferrer('bob')).resolves.toBeNull()
    expect(warn).toHaveBeenCalledWith('[app] Referrer lookup failed', expect.anything())
    warn.mockRestore()
  })
})
