import { spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { HDNodeWallet, Mnemonic, getAddress, parseEther } from 'ethers'
import { DEVNET_ACCOUNTS, DEVNET_CHAIN_ID, DEVNET_MNEMONIC, devnetAccount } from '../accounts'
import { formatDevnetAddresses, readDevnetAddresses } from '../addresses'
import { startAnvil } from '../anvil'
import { deployAll } from '../deploy'
import { devnetProvider } from '../provider'
import { CHAT_TOKEN_NAME, CHAT_TOKEN_SYMBOL } from '../constants'
import { send } from '../contractHelpers'
import { ADDRESSES_FILE } from '../paths'
import { revertOf } from '../revert'
import { SEED } from '../seed'
import { SWAP_SEED } from '../swapSeed'
import { untilMined } from '../mining'
import { read, readBigInt, setupChainFixture } from './helpers'

const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address

describe('devnet deployment', () => {
  it('deploys to the addresses committed in src/config/devnet-addresses.json', async () => {
    const { chain } = env()
    expect(readDevnetAddresses()).toEqual(chain.addresses)
    expect(fs.readFileSync(ADDRESSES_FILE, 'utf8')).toBe(formatDevnetAddresses(chain.addresses))
    expect(chain.addresses.chainId).toBe(DEVNET_CHAIN_ID)
    expect(Number(await chain.provider.send('eth_chainId', []))).toBe(DEVNET_CHAIN_ID)
  })

  it("lists anvil's default accounts, derived from the default mnemonic and funded", async () => {
    const { chain } = env()
    const mnemonic = Mnemonic.fromPhrase(DEVNET_MNEMONIC)
    DEVNET_ACCOUNTS.forEach((account, i) => {
      const wallet = HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${i}`)
      expect(account).toEqual({ address: wallet.address, privateKey: wallet.privateKey })
    })
    expect(await chain.provider.send('eth_accounts', [])).toEqual(DEVNET_ACCOUNTS.map((a) => a.address.toLowerCase()))
    expect(await chain.provider.getBalance(addr(8))).toBe(parseEther('10000'))
    expect(() => devnetAccount(10)).toThrow(RangeError)
  })

  it('seeds names, data, defaults and a moderator; accounts 4-8 stay name-less', async () => {
    const { c } = env()
    for (const { account, name } of SEED.names) {
      expect(await read(c.punkTld, 'getDomainHolder', name)).toBe(addr(account))
    }
    expect(await read(c.punkTld, 'defaultNames', addr(1))).toBe('alice')
    expect(await read(c.punkTld, 'defaultNames', addr(2))).toBe('bob')
    expect(await read(c.punkTld, 'defaultNames', addr(3))).toBe('carol')
    expect(await read(c.punkTld, 'getDomainData', 'alice')).toBe(SEED.aliceData)
    expect(JSON.parse(SEED.aliceData)).not.toHaveProperty('image')
    for (const i of [4, 5, 6, 7, 8]) expect(await read(c.punkTld, 'defaultNames', addr(i))).toBe('')
    expect(await read(c.punkTld, 'totalSupply')).toBe(BigInt(SEED.names.length))
    expect(await read(c.modToken, 'balanceOf', addr(SEED.moderator))).toBe(1n)
  })
})

describe('ChatToken', () => {
  it('is an 18-decimal ERC-20 with DEMO minted to accounts 1-5', async () => {
    const { c } = env()
    expect([
      await read(c.chatToken, 'name'),
      await read(c.chatToken, 'symbol'),
      await read(c.chatToken, 'decimals'),
    ]).toEqual([CHAT_TOKEN_NAME, CHAT_TOKEN_SYMBOL, 18n])
    for (const i of SEED.chatTokenHolders)
      expect(await read(c.chatToken, 'balanceOf', addr(i))).toBe(SEED.chatTokenAmount)
    expect(await read(c.chatToken, 'balanceOf', addr(6))).toBe(0n)
    // Plus the DEMO account 0 put into the DEMO/WETH pool (devnet/swapSeed.ts).
    expect(await read(c.chatToken, 'totalSupply')).toBe(
      SEED.chatTokenAmount * BigInt(SEED.chatTokenHolders.length) + SWAP_SEED.demoPool.demo,
    )
  })

  it('transfers, approves, and mints only for its minter', async () => {
    const { c, chain, ifaces } = env()
    const alice = c.chatToken.connect(chain.signer(1))
    await send(alice, 'transfer', [addr(6), parseEther('1')])
    await send(alice, 'approve', [addr(7), parseEther('2')])
    await send(c.chatToken.connect(chain.signer(7)), 'transferFrom', [addr(1), addr(7), parseEther('2')])
    expect(await readBigInt(c.chatToken, 'balanceOf', addr(1))).toBe(SEED.chatTokenAmount - parseEther('3'))
    expect(await read(c.chatToken, 'allowance', addr(1), addr(7))).toBe(0n)

    expect(await revertOf(send(alice, 'mint', [addr(1), 1n]), ifaces.ChatToken)).toBe('NotMinter')
    await send(c.chatToken.connect(chain.signer(0)), 'setMinter', [addr(1)])
    await send(alice, 'mint', [addr(1), 1n])
    expect(await read(c.chatToken, 'minter')).toBe(getAddress(addr(1)))
  })
})

describe('ModToken', () => {
  it('cannot be transferred by its holder; only the owner mints', async () => {
    const { c, chain, ifaces } = env()
    const mod = c.modToken.connect(chain.signer(SEED.moderator))
    expect(await revertOf(send(mod, 'transferFrom', [addr(SEED.moderator), addr(1), 1n]), ifaces.ModToken)).toBe(
      'Soulbound',
    )
    expect(await revertOf(send(mod, 'mint', [addr(1)]), ifaces.ModToken)).toBe('OwnableUnauthorizedAccount')
  })
})

describe('startAnvil', () => {
  it('honours the accounts option and stops cleanly (twice is fine)', async () => {
    const anvil = await startAnvil({ accounts: 3 })
    const rpc = (method: string): Promise<Response> =>
      fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      })
    try {
      const accounts: { result: string[] } = await (await rpc('eth_accounts')).json()
      expect(accounts.result).toHaveLength(3)
    } finally {
      await anvil.stop()
    }
    await anvil.stop()
    await expect(rpc('eth_chainId')).rejects.toThrow()
  })

  it("spills old states into a cache of its own, removed when it stops; a dead run's cache is swept", async () => {
    const cachesOfThisProcess = (): string[] =>
      fs.readdirSync(os.tmpdir()).filter((entry) => entry.startsWith(`anvil-states-${process.pid}-`))
    const deadPid = spawnSync('true').pid
    const orphan = fs.mkdtempSync(path.join(os.tmpdir(), `anvil-states-${deadPid}-`))
    const before = new Set(cachesOfThisProcess())
    const anvil = await startAnvil({ accounts: 1 })
    const provider = devnetProvider(anvil.rpcUrl)
    try {
      expect(fs.existsSync(orphan)).toBe(false)
      const ours = cachesOfThisProcess().filter((entry) => !before.has(entry))
      expect(ours).toHaveLength(1)
      // Past anvil's in-memory window of states, so the oldest are written to disk.
      await provider.send('anvil_mine', ['0x400'])
      expect(fs.readdirSync(path.join(os.tmpdir(), ours[0] ?? '')).length).toBeGreaterThan(0)
      expect(await provider.getBalance(addr(0), 1)).toBe(parseEther('10000'))
      await anvil.stop()
      expect(fs.existsSync(path.join(os.tmpdir(), ours[0] ?? ''))).toBe(false)
    } finally {
      provider.destroy()
      await anvil.stop()
    }
  })

  // A block time of an hour: a deployment that waited for even one interval block would never finish within the
  // test's limit, so passing proves deployAll mined everything with automine, whatever the machine's load.
  it('starts with a block time, which deployAll switches off while deploying and then restores', async () => {
    const anvil = await startAnvil({ blockTimeSec: 3600 })
    const provider = devnetProvider(anvil.rpcUrl)
    try {
      expect(await deployAll(anvil.rpcUrl, { writeAddresses: false })).toEqual(env().chain.addresses)
      expect(await provider.send('anvil_getAutomine', [])).toBe(false)
      expect(await provider.send('anvil_getIntervalMining', [])).toBe(3600)
    } finally {
      provider.destroy()
      await anvil.stop()
    }
  }, 120_000)
})

describe('untilMined (devnet/mining.ts)', () => {
  it("gives ethers' receipt of a transaction mined later, and names one never mined", async () => {
    const { chain } = env()
    await chain.provider.send('evm_setAutomine', [false])
    try {
      const tx = await chain.signer(5).sendTransaction({ to: addr(6), value: 1n })
      await expect(untilMined(tx, 200)).rejects.toThrow(`Transaction ${tx.hash} was not mined within 200 ms`)
      const mined = untilMined(tx)
      await chain.provider.send('evm_mine', [])
      expect((await mined)?.status).toBe(1)
    } finally {
      await chain.provider.send('evm_setAutomine', [true])
    }
  })
})
