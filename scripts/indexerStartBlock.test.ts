/** @jest-environment node */
import { readStartBlock } from '../indexer/startBlock'

/** INDEXER_START_BLOCK's parsing (indexer/startBlock.ts); the refusal of a late start runs in indexer.chain.test.ts. */
describe('readStartBlock', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['12345678', 12345678],
  ])('reads %p as block %p', (value, block) => {
    expect(readStartBlock(value)).toBe(block)
  })

  it.each(['-1', '1.5', 'latest', '0x10', '1e30'])('refuses %p with the rule', (value) => {
    expect(() => readStartBlock(value)).toThrow(
      `INDEXER_START_BLOCK must be a block number (a whole number ≥ 0), not "${value}"`,
    )
  })
})
