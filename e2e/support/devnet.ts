import { randomBytes } from 'node:crypto'
import { Wallet, ZeroAddress, isError, parseEther, toQuantity } from 'ethers'
import type { Contract, JsonRpcProvider } from 'ethers'
import {
  attachDevnetContracts,
  devnetAccount,
  devnetProvider,
  readDevnetAddresses,
  send,
  type DevnetAddresses,
  type DevnetContracts,
} from '../../devnet'
import { TLD_NAME } from '../../devnet/constants'
import type { WalletAccount } from './wallet/injectedWallet'

/** An amount in whole tokens (ETH, DEMO, AP: '1.5', 2) or in wei (bigint). */
export type Amount = bigint | number | string

const toWei = (amount: Amount): bigint => (typeof amount === 'bigint' ? amount : parseEther(String(amount)))

/** A name minted by `mintName`. */
export interface MintedName {
  /** Without the tld: 'e2e-x1y2'. */
  name: string
  /** With it: 'e2e-x1y2.demo'. */
  fullName: string
  /** What the minter charged. */
  priceWei: bigint
}

const OWNER_RETRIES = 8

/** Nonce races between workers all sending from account 0: retry with a fresh nonce. */
function isNonceRace(error: unknown): boolean {
  if (isError(error, 'NONCE_EXPIRED') || isError(error, 'REPLACEMENT_UNDERPRICED')) return true
  const text = error instanceof Error ? error.message : String(error)
  return /nonce|already known|underpriced/i.test(text)
}

/**
 * Test helpers on the shared devnet (the `devnet` fixture). Tests run in parallel on one chain, so every helper works
 * on accounts and names the test created itself; helpers that need the contracts' owner (account 0) retry when
 * another worker used the same nonce. Never change global contract state (prices, pause) in a shared-chain test.
 */
export class DevnetHelpers {
  readonly provider: JsonRpcProvider
  /** Read-only handles on every devnet contract; `.connect(devnet.signer(account))` to write. */
  readonly contracts: DevnetContracts
  private ownerQueue: Promise<unknown> = Promise.resolve()

  private constructor(
    readonly rpcUrl: string,
    readonly addresses: DevnetAddresses,
    readonly proxies: Record<string, string>,
    provider: JsonRpcProvider,
    contracts: DevnetContracts,
  ) {
    this.provider = provider
    this.contracts = contracts
  }

  /** Connects to the devnet at `rpcUrl` with the committed address book (src/config/devnet-addresses.json). */
  static async connect(rpcUrl: string, proxies: Record<string, string> = {}): Promise<DevnetHelpers> {
    const provider = devnetProvider(rpcUrl)
    const addresses = readDevnetAddresses()
    return new DevnetHelpers(rpcUrl, addresses, proxies, provider, await attachDevnetContracts(addresses, provider))
  }

  /** Closes the provider. */
  close(): void {
    this.provider.destroy()
  }

  /** The tld names are minted under ('.demo'). */
  get tld(): string {
    return TLD_NAME
  }

  /** A signer for `account` on the devnet (a plain ethers Wallet). */
  signer(account: WalletAccount): Wallet {
    return new Wallet(account.privateKey, this.provider)
  }

  /** A fresh random account holding `balance` ETH (default 100), funded with anvil_setBalance. */
  async createAccount({ balance = 100 }: { balance?: Amount } = {}): Promise<WalletAccount> {
    const wallet = Wallet.createRandom()
    await this.setBalance(wallet.address, balance)
    return { address: wallet.address, privateKey: wallet.privateKey }
  }

  /**
   * Moves the chain's clock `seconds` forward and mines a block at the new time (anvil's evm_increaseTime), so the next
   * transaction gets a later block timestamp without the test waiting in real time.
   */
  async advanceTime(seconds: number): Promise<void> {
    await this.provider.send('evm_increaseTime', [seconds])
    await this.provider.send('evm_mine', [])
  }

  /** Sets the native balance of `address` (anvil_setBalance; no transaction). */
  async setBalance(address: string, balance: Amount): Promise<void> {
    await this.provider.send('anvil_setBalance', [address, toQuantity(toWei(balance))])
  }

  /** A name nobody has minted yet: `prefix` + random letters and digits, `length` characters in all (default 14). */
  uniqueName({ prefix = 'e2e-', length = 14 }: { prefix?: string; length?: number } = {}): string {
    const randomLength = Math.max(length - prefix.length, 1)
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
    const random = [...randomBytes(randomLength)].map((byte) => alphabet[byte % alphabet.length]).join('')
    return `${prefix}${random}`.slice(0, Math.max(length, prefix.length + 1))
  }

  /** The minter's price for `name` (its length tier), in wei. */
  async namePrice(name: string): Promise<bigint> {
    return this.contracts.punkMinter.getFunction('getPrice')(name)
  }

  /**
   * Mints `name` (without the tld) for `account` through the PunkMinter, paying its tier price from that account.
   * The first name an account gets becomes its default name (username). Throws on revert (e.g. the name is taken).
   */
  async mintName(
    account: WalletAccount,
    name: string,
    { referrer = ZeroAddress }: { referrer?: string } = {},
  ): Promise<MintedName> {
    const priceWei = await this.namePrice(name)
    const minter = this.contracts.punkMinter.connect(this.signer(account)) as Contract
    await send(minter, 'mint', [name, account.address, referrer], { value: priceWei })
    return { name, fullName: `${name}${this.tld}`, priceWei }
  }

  /** Sets the JSON data of a name `account` holds (editData), e.g. `{ image: 'https://…' }` for a profile picture. */
  async setNameData(account: WalletAccount, name: string, data: string | Record<string, unknown>): Promise<void> {
    const tld = this.contracts.punkTld.connect(this.signer(account)) as Contract
    await send(tld, 'editData', [name, typeof data === 'string' ? data : JSON.stringify(data)])
  }

  /** Makes an owned name the default name of `account` (editDefaultDomain). */
  async setDefaultName(account: WalletAccount, name: string): Promise<void> {
    const tld = this.contracts.punkTld.connect(this.signer(account)) as Contract
    await send(tld, 'editDefaultDomain', [name])
  }

  /** Mints `amount` chat tokens (DEMO, whole tokens or wei) to `address`; the token's minter is account 0. */
  async giveChatTokens(address: string, amount: Amount): Promise<void> {
    await this.sendAsOwner('chatToken', 'mint', [address, toWei(amount)])
  }

  /** Adds `points` bonus activity points (whole points or 18-decimal wei) to `address`; the manager is account 0. */
  async addActivityPoints(address: string, points: Amount): Promise<void> {
    await this.sendAsOwner('activityPoints', 'addBonusPoints', [address, toWei(points)])
  }

  /** The default name of `address` without the tld, '' when it has none. */
  async defaultName(address: string): Promise<string> {
    return this.contracts.punkTld.getFunction('defaultNames')(address)
  }

  /** The holder of `name` (without the tld), or null when nobody holds it. */
  async holderOf(name: string): Promise<string | null> {
    const holder: string = await this.contracts.punkTld.getFunction('getDomainHolder')(name)
    return holder === ZeroAddress ? null : holder
  }

  /** Activity points of `address` in wei (18 decimals). */
  async activityPoints(address: string): Promise<bigint> {
    return this.contracts.activityPoints.getFunction('getPoints')(address)
  }

  /** Chat token (DEMO) balance of `address` in wei. */
  async chatTokenBalance(address: string): Promise<bigint> {
    return this.contracts.chatToken.getFunction('balanceOf')(address)
  }

  /**
   * Sends `method(...args)` on a devnet contract from its owner, account 0, and waits for the receipt. Sends from
   * this worker are queued; a nonce taken by another worker in the meantime is retried with a fresh one.
   */
  sendAsOwner(
    contract: Exclude<keyof DevnetContracts, 'chatChannels'>,
    method: string,
    args: readonly unknown[] = [],
    value?: bigint,
  ): Promise<void> {
    const run = async () => {
      const owner = this.contracts[contract].connect(new Wallet(devnetAccount(0).privateKey, this.provider)) as Contract
      for (let attempt = 1; ; attempt++) {
        try {
          await send(owner, method, args, value === undefined ? {} : { value })
          return
        } catch (error) {
          if (!isNonceRace(error) || attempt >= OWNER_RETRIES) throw error
          await new Promise((resolve) => setTimeout(resolve, 20 * attempt))
        }
      }
    }
    const next = this.ownerQueue.then(run)
    this.ownerQueue = next.catch(() => undefined)
    return next
  }
}
