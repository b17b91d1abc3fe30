/** @jest-environment node */
import { AbiCoder, Interface, makeError } from 'ethers'
import { PUNK_TLD_ABI } from '../chain/abis'
import {
  INSUFFICIENT_FUNDS_MESSAGE,
  JSON_RPC_ERROR_MESSAGES,
  PROVIDER_ERROR_MESSAGES,
  REJECTION_MESSAGE,
  TX_FAILED_MESSAGE,
  TxFailedError,
  asError,
  decodeRevertData,
  formatRevertMessage,
  getRevertReason,
  isUserRejection,
  rpcCodeMessage,
  toAppError,
  toUserMessage,
} from '.'

const tld = new Interface(PUNK_TLD_ABI)
const customError = (name: string) => tld.encodeErrorResult(name, [])
const errorString = (reason: string) => `0x08c379a0${AbiCoder.defaultAbiCoder().encode(['string'], [reason]).slice(2)}`
const panic = (code: number) => `0x4e487b71${AbiCoder.defaultAbiCoder().encode(['uint256'], [code]).slice(2)}`

describe('JSON-RPC error codes (spec §8)', () => {
  it.each([
    [-32000, 'Missing or invalid parameters'],
    [-32001, 'Requested resource not found'],
    [-32002, 'Requested resource not available'],
    [-32003, 'Transaction creation failed'],
    [-32004, 'Method is not implemented'],
    [-32005, 'Rate limit exceeded'],
    [-32006, 'JSON-RPC version not supported'],
    [-32600, 'Input is not a valid JSON-RPC request'],
    [-32601, 'Method does not exist'],
    [-32602, 'Invalid method parameters'],
    [-32603, 'Internal JSON-RPC error'],
    [-32700, 'Failed to parse JSON-RPC response'],
  ])('%i → %s', (code, message) => {
    expect(JSON_RPC_ERROR_MESSAGES[code]).toBe(message)
    expect(rpcCodeMessage(code)).toBe(message)
    expect(toUserMessage({ code, message: 'raw node text' })).toBe(message)
    expect(toUserMessage({ error: { data: { code } } })).toBe(message)
  })

  it('covers exactly the twelve codes of the spec', () => {
    expect(Object.keys(JSON_RPC_ERROR_MESSAGES)).toHaveLength(12)
  })
})

describe('provider error codes (spec §8)', () => {
  it.each([
    [4001, 'User rejected the request'],
    [4100, 'Unauthorized'],
    [4200, 'Unsupported method'],
    [4900, 'Disconnected'],
    [4901, 'Chain disconnected'],
  ])('%i → %s', (code, message) => {
    expect(PROVIDER_ERROR_MESSAGES[code]).toBe(message)
    expect(rpcCodeMessage(code)).toBe(message)
  })

  it.each([4100, 4200, 4900, 4901])('a wallet error %i is shown with its table message', (code) => {
    expect(toUserMessage(Object.assign(new Error('wallet text'), { code }))).toBe(PROVIDER_ERROR_MESSAGES[code])
  })

  it('an unknown code falls back', () => {
    expect(rpcCodeMessage(1234)).toBeUndefined()
    expect(toUserMessage({ code: 1234 })).toBe(TX_FAILED_MESSAGE)
    expect(toUserMessage({ code: 1234 }, 'Read failed')).toBe('Read failed')
  })
})

describe('isUserRejection (4001 / ACTION_REJECTED)', () => {
  it.each([
    [
      'ethers ACTION_REJECTED',
      makeError('user rejected action', 'ACTION_REJECTED', { action: 'sendTransaction', reason: 'rejected' }),
      true,
    ],
    ['EIP-1193 4001', { code: 4001, message: 'User rejected the request.' }, true],
    ['4001 nested under error', { code: -32603, error: { code: 4001 } }, true],
    [
      '4001 nested under info.error (ethers wrapping)',
      { code: 'UNKNOWN_ERROR', info: { error: { code: 4001 } } },
      true,
    ],
    ['4001 as the cause', new Error('wrapped', { cause: { code: 4001 } }), true],
    ['a revert', { code: -32603, data: customError('DomainAlreadyExists') }, false],
    ['a string', 'rejected', false],
    ['null', null, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isUserRejection(error)).toBe(expected)
  })

  it('shows a rejection as the rejection message, never as a failure', () => {
    expect(toUserMessage({ code: 4001 })).toBe(REJECTION_MESSAGE)
    expect(toAppError({ code: 4001 })).toEqual({ message: REJECTION_MESSAGE, code: 4001, isRejection: true })
  })

  it('survives cyclic error objects', () => {
    const cyclic: Record<string, unknown> = { message: 'loop' }
    cyclic.cause = cyclic
    cyclic.error = { data: cyclic }
    expect(isUserRejection(cyclic)).toBe(false)
    expect(toUserMessage(cyclic)).toBe(TX_FAILED_MESSAGE)
  })
})

describe('revert parsing (spec §8 Contract revert)', () => {
  it.each([
    ['DomainAlreadyExists', 'This name is already taken'],
    ['NotDomainHolder', 'You do not own this domain.'],
    ['DomainBuyingDisabled', 'Error: Minting names is currently disabled.'],
    ['DomainMintingDisabledForever', 'Error: Minting names has been disabled for good.'],
    ['InsufficientPayment', 'Error: The payment is below the name price.'],
    ['DomainNameEmpty', 'Error: The name is empty.'],
    ['DomainNameTooLong', 'Error: The name is too long.'],
    ['DomainNameContainsDots', 'Dots not allowed'],
    ['DomainNameContainsSpaces', 'Spaces not allowed'],
    ['ReferralFeeTooHigh', 'Error: ReferralFeeTooHigh'],
    ['FailedToSendReferralFee', 'Error: FailedToSendReferralFee'],
    ['MetadataFrozen', 'Error: MetadataFrozen'],
  ])('custom error %s is decoded by name → %j', (name, message) => {
    const data = customError(name)
    expect(decodeRevertData(data)).toEqual({ kind: 'custom', name })
    expect(toUserMessage({ code: 3, message: 'execution reverted', data })).toBe(message)
  })

  it.each([
    [
      'Error(string)',
      errorString('Minting paused'),
      { kind: 'reason', reason: 'Minting paused' },
      'Error: Minting paused',
    ],
    [
      'Error(string) with quotes',
      errorString('Value "below" price'),
      { kind: 'reason', reason: 'Value "below" price' },
      'Error: Value below price',
    ],
    ['a panic', panic(0x11), { kind: 'panic', code: 0x11 }, 'Error: the contract panicked (code 0x11).'],
  ])('%s', (_label, data, decoded, message) => {
    expect(decodeRevertData(data)).toEqual(decoded)
    expect(toUserMessage({ data })).toBe(message)
  })

  it('finds revert data however deep a wallet nests it (MetaMask: error.data.data)', () => {
    const nested = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { code: 3, data: customError('NotDomainHolder') },
    }
    expect(toUserMessage(nested)).toBe('You do not own this domain.')
  })

  it('decodes an ethers CALL_EXCEPTION from gas estimation', () => {
    const error = makeError('execution reverted (unknown custom error)', 'CALL_EXCEPTION', {
      action: 'estimateGas',
      data: customError('DomainAlreadyExists'),
      reason: null,
      transaction: { to: null, data: '0x' },
      invocation: null,
      revert: null,
    })
    expect(toUserMessage(error)).toBe('This name is already taken')
    expect(toAppError(error)).toEqual({ message: 'This name is already taken', code: 'CALL_EXCEPTION' })
  })

  it('reads the reason from a message when the node sent no data', () => {
    expect(getRevertReason({ message: 'execution reverted: Minting paused' })).toEqual({
      kind: 'reason',
      reason: 'Minting paused',
    })
    expect(toUserMessage({ error: { message: 'execution reverted: Value below price' } })).toBe(
      'Error: Value below price',
    )
  })

  it('ignores unknown selectors and malformed data', () => {
    expect(decodeRevertData('0x12345678')).toBeNull()
    expect(decodeRevertData('0x08c379a0ff')).toBeNull()
    expect(getRevertReason({ message: 'execution reverted' })).toBeNull()
  })
})

describe('formatRevertMessage (details marker → version marker, quotes out, execution reverted: → Error:)', () => {
  it.each([
    [
      'a viem-style message',
      'The contract function "mint" reverted.\n\nDetails: execution reverted: "Minting paused"\nVersion: viem@2.21.0',
      'Error: Minting paused',
    ],
    ['details without a version', 'Request failed.\nDetails: execution reverted: nope', 'Error: nope'],
    ['no markers', "execution reverted: 'Value below price'", 'Error: Value below price'],
    ['plain text', 'something else', 'something else'],
    ['single and double quotes', `Details: say "hi" and 'bye'\nVersion: x`, 'say hi and bye'],
  ])('%s', (_label, message, expected) => {
    expect(formatRevertMessage(message)).toBe(expected)
  })

  it('is what the user sees for a wallet error carrying the details marker', () => {
    expect(toUserMessage(new Error('Transaction failed.\nDetails: insufficient allowance\nVersion: viem@2'))).toBe(
      'insufficient allowance',
    )
  })
})

describe('toUserMessage precedence and toAppError', () => {
  it('keeps the message of an error the tx runner already reported', () => {
    expect(toUserMessage(new TxFailedError('Error: Minting paused'))).toBe('Error: Minting paused')
    expect(toAppError(new TxFailedError(REJECTION_MESSAGE, true))).toEqual({
      message: REJECTION_MESSAGE,
      isRejection: true,
    })
  })

  it('explains too little balance for value and gas', () => {
    const error = makeError('insufficient funds', 'INSUFFICIENT_FUNDS', { transaction: { to: null, data: '0x' } })
    expect(toUserMessage(error)).toBe(INSUFFICIENT_FUNDS_MESSAGE)
  })

  it('prefers a decoded revert over the code of the wrapping error', () => {
    expect(toUserMessage({ code: -32603, data: customError('DomainAlreadyExists') })).toBe('This name is already taken')
  })

  it('gives plain, serializable results', () => {
    const appError = toAppError(makeError('boom', 'UNKNOWN_ERROR', { error: { code: -32005 } }))
    expect(JSON.parse(JSON.stringify(appError))).toEqual(appError)
    expect(appError).toEqual({ message: 'Rate limit exceeded', code: -32005 })
  })

  it.each([
    ['an Error', new Error('x'), 'x'],
    ['a string', 'oops', 'oops'],
    ['an object with a nested message', { error: { message: 'deep' } }, 'deep'],
    ['nothing useful', 42, 'Unknown error'],
  ])('asError turns %s into an Error', (_label, thrown, message) => {
    expect(asError(thrown)).toBeInstanceOf(Error)
    expect(asError(thrown).message).toBe(message)
  })
})
