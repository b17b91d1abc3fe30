import { abiInterface, readInterface } from './abiInterface'

const ABI = ['function price() view returns (uint256)', 'function mint(string name) payable', 'error Nope()']

describe('abiInterface', () => {
  it('parses an ABI once and shares the Interface', () => {
    const first = abiInterface(ABI)
    expect(first.getFunction('mint')).not.toBeNull()
    expect(abiInterface(ABI)).toBe(first)
    expect(abiInterface([...ABI])).not.toBe(first)
  })
})

describe('readInterface', () => {
  it('keeps the view functions and the custom errors only, shared too', () => {
    const reads = readInterface(ABI)
    expect(reads.getFunction('price')?.outputs[0]?.type).toBe('uint256')
    expect(reads.getFunction('mint')).toBeNull()
    expect(reads.getError('Nope')).not.toBeNull()
    expect(readInterface(ABI)).toBe(reads)
  })
})
