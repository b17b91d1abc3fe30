import { isHexAddress } from './guards'

describe('isHexAddress (spec §5 Addresses: 20 bytes of hex)', () => {
  it.each([
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', true],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', true],
    ['70997970c51812dc3a010c7d01b50e0d17dc79c8', false],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79c', false],
    ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8a', false],
    ['0xg0997970c51812dc3a010c7d01b50e0d17dc79c8', false],
    ['alice.demo', false],
    [42, false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isHexAddress(value)).toBe(expected)
  })
})
