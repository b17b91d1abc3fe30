import { abiInterface } from './abiInterface'

describe('abiInterface', () => {
  it('parses an ABI once and shares the Interface', () => {
    const abi = ['function price() view returns (uint256)']
    const first = abiInterface(abi)
    expect(first.getFunction('price')?.outputs[0]?.type).toBe('uint256')
    expect(abiInterface(abi)).toBe(first)
    expect(abiInterface([...abi])).not.toBe(first)
  })
})
