/** @jest-environment node */
import { Interface } from 'ethers'
import { getRevertReason } from '../../errors/errors'
import type { CallBatcher } from './callBatcher'
import { CallRevertedError } from './callBatcher'
import { readContract } from './readContract'

// ethers' Interface comes in a chunk of its own, loaded on a read's first revert: here it cannot load (offline).
jest.mock('../abiInterface', () => {
  throw new Error('Loading chunk abi-interface failed')
})

const TOKEN = '0x1111111111111111111111111111111111111111'
const ABI = ['function balanceOf(address) view returns (uint256)'] as const
const REVERT_DATA = new Interface(['error Error(string)']).encodeErrorResult('Error', ['no balance here'])

describe('readContract (issue #18)', () => {
  it("rejects with the revert itself when ethers' Interface cannot load; its data still gives the reason", async () => {
    const batcher: CallBatcher = { call: async (call) => Promise.reject(new CallRevertedError(REVERT_DATA, call)) }
    const error = await readContract(batcher, TOKEN, ABI, 'balanceOf', [TOKEN]).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(CallRevertedError)
    expect(getRevertReason(error)).toEqual({ kind: 'reason', reason: 'no balance here' })
  })
})
