import { Interface } from 'ethers'
import * as airdrop from '../../airdrop/airdropAbi'
import * as chat from '../../chat/chatAbi'
import * as nft from '../../nft/nftAbi'
import * as stake from '../../stake/stakeAbi'
import * as swap from '../../swap/swapAbi'
import * as chain from '../abis'
import { lightFunction } from './lightFunction'

/** Every ABI of the app, by its export name. */
const ABIS: [string, readonly string[]][] = Object.entries<unknown>({
  ...airdrop,
  ...chat,
  ...nft,
  ...stake,
  ...swap,
  ...chain,
}).flatMap(([name, value]) => (name.endsWith('_ABI') && Array.isArray(value) ? [[name, value as string[]]] : []))

const functionNames = (abi: readonly string[]) =>
  abi.flatMap((fragment) => /^function (\w+)\(/.exec(fragment)?.[1] ?? [])

describe('lightFunction (issue #18)', () => {
  it.each(ABIS)('parses every function of %s with the selector and signature ethers gives it', (_name, abi) => {
    const iface = new Interface(abi)
    for (const name of functionNames(abi)) {
      const parsed = lightFunction(abi, name)
      const fragment = iface.getFunction(name)
      expect([name, parsed.signature, parsed.selector]).toEqual([name, fragment?.format('sighash'), fragment?.selector])
      expect(parsed.outputs).toHaveLength(fragment?.outputs.length ?? -1)
    }
  })

  it('encodes a call and decodes its result as ethers does', () => {
    const abi = chat.CHAT_CHANNEL_ABI
    const iface = new Interface(abi)
    const read = lightFunction(abi, 'fetchReplies')
    expect(read.encodeCall([true, 3n, 10n, 5n])).toBe(iface.encodeFunctionData('fetchReplies', [true, 3n, 10n, 5n]))
    const count = lightFunction(abi, 'getMainMessageCount')
    expect(count.decodeResult(iface.encodeFunctionResult('getMainMessageCount', [42n]))).toEqual([42n])
  })

  it('parses a function once per ABI and shares it', () => {
    expect(lightFunction(chain.ERC20_ABI, 'balanceOf')).toBe(lightFunction(chain.ERC20_ABI, 'balanceOf'))
  })

  it('refuses a function the ABI does not have, or has twice', () => {
    expect(() => lightFunction(chain.ERC20_ABI, 'nope')).toThrow('No function nope in the ABI')
    const overloaded = ['function f(uint256) view returns (bool)', 'function f(address) view returns (bool)']
    expect(() => lightFunction(overloaded, 'f')).toThrow('Function f is overloaded')
  })
})
