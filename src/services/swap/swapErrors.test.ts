import { AbiCoder, Interface, id } from 'ethers'
import { SWAP_ROUTER_ABI } from './swapAbi'
import {
  DEADLINE_PASSED_MESSAGE,
  NO_LIQUIDITY_MESSAGE,
  SLIPPAGE_EXCEEDED_MESSAGE,
  swapRevertMessage,
} from './swapErrors'

const iface = new Interface(SWAP_ROUTER_ABI)
/** A revert as ethers reports it after gas estimation: CALL_EXCEPTION with the revert data. */
const revert = (data: string) => ({ code: 'CALL_EXCEPTION', data, message: 'execution reverted' })
const reasonData = (reason: string) =>
  id('Error(string)').slice(0, 10) + AbiCoder.defaultAbiCoder().encode(['string'], [reason]).slice(2)

describe('swapRevertMessage', () => {
  it('decodes the router custom errors into plain words', () => {
    expect(swapRevertMessage(revert(iface.encodeErrorResult('InsufficientOutputAmount', [1n, 2n])))).toBe(
      SLIPPAGE_EXCEEDED_MESSAGE,
    )
    expect(swapRevertMessage(revert(iface.encodeErrorResult('Expired', [])))).toBe(DEADLINE_PASSED_MESSAGE)
  })

  it('decodes Uniswap require strings, nested in a wallet error too', () => {
    expect(swapRevertMessage(revert(reasonData('UniswapV2Library: INSUFFICIENT_LIQUIDITY')))).toBe(NO_LIQUIDITY_MESSAGE)
    expect(swapRevertMessage({ error: { data: reasonData('UniswapV2Router: EXPIRED') } })).toBe(DEADLINE_PASSED_MESSAGE)
  })

  it('leaves rejections and unknown errors to the general decoder', () => {
    expect(swapRevertMessage({ code: 4001, message: 'User rejected the request.' })).toBeNull()
    expect(swapRevertMessage(new Error('network down'))).toBeNull()
    expect(swapRevertMessage(revert(reasonData('Something else')))).toBeNull()
  })
})
