import * as fs from 'node:fs'
import * as path from 'node:path'
import { Interface, type InterfaceAbi } from 'ethers'
import { UNISWAP_ROUTER_ABI } from './swapAbi'

/** The UniswapV2Router02 ABI as @uniswap/v2-periphery ships it (what the devnet deploys). */
function shippedRouter(): Interface {
  const file = path.join(__dirname, '../../../node_modules/@uniswap/v2-periphery/build/UniswapV2Router02.json')
  const artifact: { abi: InterfaceAbi } = JSON.parse(fs.readFileSync(file, 'utf8'))
  return new Interface(artifact.abi)
}

describe('UNISWAP_ROUTER_ABI', () => {
  it('matches the shipped UniswapV2Router02: names, inputs, outputs and mutability', () => {
    const shipped = shippedRouter()
    const ours = new Interface(UNISWAP_ROUTER_ABI)
    ours.forEachFunction((fragment) => {
      const real = shipped.getFunction(fragment.selector)
      expect(real?.format('sighash')).toBe(fragment.format('sighash'))
      expect(real?.outputs.map((o) => o.type)).toEqual(fragment.outputs.map((o) => o.type))
      expect(real?.stateMutability).toBe(fragment.stateMutability)
    })
    expect(ours.fragments).toHaveLength(UNISWAP_ROUTER_ABI.length)
  })
})
