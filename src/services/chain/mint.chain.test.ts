import type { Contract } from 'ethers'
import { ZeroAddress, parseEther } from 'ethers'
import {
  MINTER_PRICES,
  MINTER_REFERRAL_BIPS,
  attachContract,
  deployContract,
  devnetAccount,
  send,
  startTestChain,
} from '../../../devnet'
import type { TestChain } from '../../../devnet'
import type { AppConfig } from '../../config'
import { TxFailedError } from '../errors'
import type { TxEvent } from '../tx/txEvents'
import { txEvents } from '../tx/txEvents'
import { walletStore } from '../wallet/walletStore'
import { connectTestWallet, rejectTransactions, testConfig, testServices } from '../../test/chainTestKit'
import { MINT_SUCCESS_MESSAGE, USERNAME_CHANGED_MESSAGE } from './createChainServices'

/**
 * Both mint paths and the username change through the app's own services (reads, writes, referrer rules, the tx
 * runner, error decoding) against a real anvil, with a wallet that forwards to it like a browser wallet.
 */
const address = (index: number) => devnetAccount(index).address
const [P1, , P3, , P5] = MINTER_PRICES
const PLAIN_PRICE = parseEther('0.002')
const PLAIN_REFERRAL_BIPS = 1000n

let chain: TestChain
let minterConfig: AppConfig
let plainConfig: AppConfig
let plainTld: Contract
const readers: { provider: { destroy(): void } }[] = []

function servicesFor(config: AppConfig) {
  const { services, reader } = testServices(config)
  readers.push(reader)
  return services
}

beforeAll(async () => {
  // Failed writes are logged (spec §8); the tests assert on the outcome instead.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  chain = await startTestChain()
  minterConfig = testConfig(chain)
  plainTld = await deployContract('PunkTld', ['.plain', PLAIN_PRICE, true, ZeroAddress], chain.signer(0))
  plainConfig = testConfig(chain, {
    tldName: '.plain',
    punkMinterAddress: '',
    punkNumberOfPrices: 1,
    punkTldAddress: await plainTld.getAddress(),
  })
})

afterAll(async () => {
  walletStore.set(null)
  readers.forEach((reader) => reader.provider.destroy())
  await chain.stop()
})

/** Records the tx lifecycle events emitted while `run` runs. */
async function withEvents<T>(
  run: () => Promise<T>,
): Promise<{ outcome: PromiseSettledResult<T>; types: TxEvent['type'][]; events: TxEvent[] }> {
  const events: TxEvent[] = []
  const stop = txEvents.subscribe((event) => events.push(event))
  try {
    const [outcome] = await Promise.allSettled([run()])
    return { outcome: outcome as PromiseSettledResult<T>, types: events.map((event) => event.type), events }
  } finally {
    stop()
  }
}

const balanceOf = (account: string) => chain.provider.getBalance(account)
const failure = (outcome: PromiseSettledResult<unknown>) => {
  if (outcome.status !== 'rejected') throw new Error('expected a failure')
  expect(outcome.reason).toBeInstanceOf(TxFailedError)
  return outcome.reason as TxFailedError
}

describe('five-tier minter path', () => {
  it('mints at the tier price, sets the default name of a holder without one, toasts success', async () => {
    const services = servicesFor(minterConfig)
    connectTestWallet(chain.rpcUrl, address(4))
    const { outcome, types, events } = await withEvents(() =>
      services.mintDomain({ domainName: 'dave', holder: address(4), referrer: '', valueWei: String(MINTER_PRICES[3]) }),
    )
    expect(outcome.status).toBe('fulfilled')
    expect(types).toEqual(['awaiting-signature', 'submitted', 'confirmed'])
    expect(events[2]).toMatchObject({ successMessage: MINT_SUCCESS_MESSAGE })
    await expect(services.readDomainHolder('dave.demo')).resolves.toBe(address(4))
    await expect(services.readDefaultName(address(4))).resolves.toBe('dave')
  })

  it('keeps the main name of a holder who already has one', async () => {
    const services = servicesFor(minterConfig)
    connectTestWallet(chain.rpcUrl, address(1))
    await services.mintDomain({ domainName: 'alice-three', holder: address(1), referrer: '', valueWei: String(P5) })
    await expect(services.readDomainHolder('alice-three')).resolves.toBe(address(1))
    await expect(services.readDefaultName(address(1))).resolves.toBe('alice')
  })

  const fee = (MINTER_PRICES[2] * MINTER_REFERRAL_BIPS) / 10000n
  it.each([
    ['rfa', 'a stored referrer (checksummed)', address(2), fee],
    ['rfb', 'a stored referrer in lower case', address(2).toLowerCase(), fee],
    [
      'rfc',
      'a stored referrer with a wrong checksum (default referrer: none)',
      address(2).replace(/[a-f]/, (c) => c.toUpperCase()),
      0n,
    ],
    ['rfd', 'the user as their own referrer (default referrer: none)', address(5), 0n],
    ['rfe', 'no stored referrer', '', 0n],
  ])('mint of %j pays %s its fee of the tier price', async (domainName, _label, storedReferrer, expectedFee) => {
    const services = servicesFor(minterConfig)
    connectTestWallet(chain.rpcUrl, address(5))
    const referrerBefore = await balanceOf(address(2))
    await services.mintDomain({
      domainName,
      holder: address(5),
      referrer: storedReferrer,
      valueWei: String(MINTER_PRICES[2]),
    })
    expect((await balanceOf(address(2))) - referrerBefore).toBe(expectedFee)
  })

  it('pays the configured default referrer when the stored one is unusable', async () => {
    const services = servicesFor(testConfig(chain, { defaultReferrer: address(9) }))
    connectTestWallet(chain.rpcUrl, address(5))
    const before = await balanceOf(address(9))
    await services.mintDomain({
      domainName: 'rff',
      holder: address(5),
      referrer: 'not-an-address',
      valueWei: String(MINTER_PRICES[2]),
    })
    expect((await balanceOf(address(9))) - before).toBe(fee)
  })

  it('stops with "Error: Minting paused" while the minter is paused, before anything is sent', async () => {
    const services = servicesFor(minterConfig)
    const minter = await attachContract('PunkMinter', chain.addresses.punkMinter, chain.signer(0))
    connectTestWallet(chain.rpcUrl, address(6))
    await send(minter, 'togglePaused')
    try {
      const { outcome, types } = await withEvents(() =>
        services.mintDomain({ domainName: 'paused-name', holder: address(6), referrer: '', valueWei: String(P5) }),
      )
      expect(failure(outcome).message).toBe('Error: Minting paused')
      expect(types).toEqual(['awaiting-signature', 'failed'])
    } finally {
      await send(minter, 'togglePaused')
    }
  })

  it.each([
    ['an underpayment', 'underpaid', String(P5 - 1n), 'Error: Value below price'],
    ['a taken name', 'bob', String(P3), 'This name is already taken'],
    ['a taken name in capitals', 'CAROL', String(P5), 'This name is already taken'],
    ['a name with a dot', 'a.b', String(P3), 'Dots not allowed'],
  ])('turns %s into the spec message', async (_label, domainName, valueWei, message) => {
    const services = servicesFor(minterConfig)
    connectTestWallet(chain.rpcUrl, address(6))
    const { outcome, types } = await withEvents(() =>
      services.mintDomain({ domainName, holder: address(6), referrer: '', valueWei }),
    )
    expect(failure(outcome).message).toBe(message)
    expect(types).toEqual(['awaiting-signature', 'failed'])
  })

  it('ends a rejected signature with a rejection, no submission and nothing minted', async () => {
    const services = servicesFor(minterConfig)
    connectTestWallet(chain.rpcUrl, address(7), rejectTransactions)
    const { outcome, types } = await withEvents(() =>
      services.mintDomain({ domainName: 'rejected', holder: address(7), referrer: '', valueWei: String(P5) }),
    )
    expect(failure(outcome).isRejection).toBe(true)
    expect(types).toEqual(['awaiting-signature', 'rejected'])
    await expect(services.readDomainHolder('rejected')).resolves.toBeNull()
  })

  it('fails with "Connect your wallet first." when no wallet is connected', async () => {
    const services = servicesFor(minterConfig)
    walletStore.set(null)
    const { outcome } = await withEvents(() =>
      services.mintDomain({ domainName: 'nowallet', holder: address(7), referrer: '', valueWei: String(P5) }),
    )
    expect(failure(outcome).message).toBe('Connect your wallet first.')
  })

  it('charges the 1-character tier for a one-character name', async () => {
    const services = servicesFor(minterConfig)
    connectTestWallet(chain.rpcUrl, address(8))
    const { outcome } = await withEvents(() =>
      services.mintDomain({ domainName: 'é', holder: address(8), referrer: '', valueWei: String(P3) }),
    )
    expect(failure(outcome).message).toBe('Error: Value below price')
    await services.mintDomain({ domainName: 'é', holder: address(8), referrer: '', valueWei: String(P1) })
    await expect(services.readDomainHolder('é')).resolves.toBe(address(8))
  })
})

describe('plain TLD path (no minter, one price, buyingEnabled, referral)', () => {
  it('mints on the TLD at its price and pays the referrer value*referral/10000', async () => {
    const services = servicesFor(plainConfig)
    connectTestWallet(chain.rpcUrl, address(4))
    const referrerBefore = await balanceOf(address(3))
    const { outcome, types } = await withEvents(() =>
      services.mintDomain({
        domainName: 'plainname',
        holder: address(4),
        referrer: address(3),
        valueWei: String(PLAIN_PRICE),
      }),
    )
    expect(outcome.status).toBe('fulfilled')
    expect(types).toEqual(['awaiting-signature', 'submitted', 'confirmed'])
    await expect(services.readDomainHolder('plainname.plain')).resolves.toBe(address(4))
    await expect(services.readDefaultName(address(4))).resolves.toBe('plainname')
    expect((await balanceOf(address(3))) - referrerBefore).toBe((PLAIN_PRICE * PLAIN_REFERRAL_BIPS) / 10000n)
  })

  it.each([
    ['an underpayment', 'cheap', String(PLAIN_PRICE - 1n), 'Error: The payment is below the name price.'],
    ['a taken name', 'plainname', String(PLAIN_PRICE), 'This name is already taken'],
  ])('turns %s into the spec message', async (_label, domainName, valueWei, message) => {
    const services = servicesFor(plainConfig)
    connectTestWallet(chain.rpcUrl, address(5))
    const { outcome } = await withEvents(() =>
      services.mintDomain({ domainName, holder: address(5), referrer: '', valueWei }),
    )
    expect(failure(outcome).message).toBe(message)
  })

  it('stops with the disabled message while buying is disabled', async () => {
    const services = servicesFor(plainConfig)
    connectTestWallet(chain.rpcUrl, address(5))
    await send(plainTld, 'toggleBuyingDomains')
    try {
      await expect(services.readMintPrices()).resolves.toMatchObject({ isPaused: true })
      const { outcome } = await withEvents(() =>
        services.mintDomain({
          domainName: 'disabled',
          holder: address(5),
          referrer: '',
          valueWei: String(PLAIN_PRICE),
        }),
      )
      expect(failure(outcome).message).toBe('Error: Minting names is currently disabled.')
    } finally {
      await send(plainTld, 'toggleBuyingDomains')
    }
  })
})

describe('change username (editDefaultDomain)', () => {
  it('refuses a name the user does not hold with "You do not own this domain."', async () => {
    const services = servicesFor(minterConfig)
    connectTestWallet(chain.rpcUrl, address(1))
    const { outcome, types } = await withEvents(() => services.editDefaultDomain('bob'))
    expect(failure(outcome).message).toBe('You do not own this domain.')
    expect(types).toEqual(['awaiting-signature', 'failed'])
    await expect(services.readDefaultName(address(1))).resolves.toBe('alice')
  })

  it('makes an owned name the main name and toasts success', async () => {
    const services = servicesFor(minterConfig)
    connectTestWallet(chain.rpcUrl, address(1))
    const { outcome, events } = await withEvents(() => services.editDefaultDomain('alice-two'))
    expect(outcome.status).toBe('fulfilled')
    expect(events.at(-1)).toMatchObject({ type: 'confirmed', successMessage: USERNAME_CHANGED_MESSAGE })
    await expect(services.readDefaultName(address(1))).resolves.toBe('alice-two')
  })
})
