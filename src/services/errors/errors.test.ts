/** @jest-environment node */
import { AbiCoder, Interface, makeError } from 'ethers'
import { PUNK_TLD_ABI } from '../chain/abis'
import {
  ETHERS_CODE_USER_MESSAGES,
  INSUFFICIENT_FUNDS_MESSAGE,
  JSON_RPC_ERROR_MESSAGES,
  PROVIDER_ERROR_MESSAGES,
  REJECTION_MESSAGE,
  RPC_CODE_USER_MESSAGES,
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

// Spec §8 gives each code's meaning; the user reads it in plain words (issue #19), never the wallet's raw text.
describe('JSON-RPC error codes (spec §8) in plain words', () => {
  it.each([
    [-32000, 'Missing or invalid parameters', 'The network refused the request: some details were missing or wrong.'],
    [-32001, 'Requested resource not found', 'The network could not find what was asked for.'],
    [-32002, 'Requested resource not available', 'Your wallet or the network is busy with another request.'],
    [-32003, 'Transaction creation failed', 'Your wallet could not create the transaction.'],
    [-32004, 'Method is not implemented', 'Your wallet does not support this request.'],
    [-32005, 'Rate limit exceeded', 'The network is receiving too many requests right now.'],
    [-32006, 'JSON-RPC version not supported', 'Your wallet does not support this request.'],
    [-32600, 'Input is not a valid JSON-RPC request', 'Your wallet or the network did not understand the request.'],
    [-32601, 'Method does not exist', 'Your wallet does not support this request.'],
    [-32602, 'Invalid method parameters', 'Your wallet did not accept the details of the request.'],
    [-32603, 'Internal JSON-RPC error', 'Your wallet or the network ran into a problem of its own.'],
    [-32700, 'Failed to parse JSON-RPC response', 'The network sent an answer that could not be read.'],
  ])('%i (%s) → %j…', (code, meaning, plainStart) => {
    expect(JSON_RPC_ERROR_MESSAGES[code]).toBe(meaning)
    const plain = rpcCodeMessage(code)
    expect(plain?.startsWith(plainStart)).toBe(true)
    expect(plain).toMatch(/[.]$/)
    expect(RPC_CODE_USER_MESSAGES[code]).toBe(plain)
    // The code wins over the node's text, however deep the wallet nests it.
    expect(toUserMessage({ code, message: 'raw node text' })).toBe(plain)
    expect(toUserMessage({ error: { data: { code } } })).toBe(plain)
    expect(
      toUserMessage(makeError('could not coalesce error', 'UNKNOWN_ERROR', { error: { code, message: meaning } })),
    ).toBe(plain)
    // A wallet's raw text without its code is recognised too.
    expect(toUserMessage(new Error(`${meaning}.`))).toBe(plain)
    expect(toUserMessage(new Error(`Request failed.\nDetails: ${meaning}.\nVersion: viem@2`))).toBe(plain)
    // Reads get the same words, not their fallback.
    expect(toAppError({ code, message: meaning }, 'Read failed').message).toBe(plain)
  })

  it('covers exactly the twelve codes of the spec', () => {
    expect(Object.keys(JSON_RPC_ERROR_MESSAGES)).toHaveLength(12)
  })
})

describe('provider error codes (spec §8) in plain words', () => {
  it.each([
    [4001, 'User rejected the request', REJECTION_MESSAGE],
    [4100, 'Unauthorized', 'Your wallet has not allowed this site to do that.'],
    [4200, 'Unsupported method', 'Your wallet does not support this request.'],
    [4900, 'Disconnected', 'Your wallet is not connected to the network.'],
    [4901, 'Chain disconnected', 'Your wallet is not connected to this chain.'],
  ])('%i (%s) → %j…', (code, meaning, plainStart) => {
    expect(PROVIDER_ERROR_MESSAGES[code]).toBe(meaning)
    expect(rpcCodeMessage(code)?.startsWith(plainStart)).toBe(true)
  })

  it.each([4100, 4200, 4900, 4901])('a wallet error %i is shown in plain words, not its own text', (code) => {
    const message = toUserMessage(Object.assign(new Error('wallet text'), { code }))
    expect(message).toBe(RPC_CODE_USER_MESSAGES[code])
    expect(message).not.toContain('wallet text')
  })

  it('an unknown code falls back', () => {
    expect(rpcCodeMessage(1234)).toBeUndefined()
    expect(toUserMessage({ code: 1234 })).toBe(TX_FAILED_MESSAGE)
    expect(toUserMessage({ code: 1234 }, 'Read failed')).toBe('Read failed')
  })

  it('no user message repeats a raw spec §8 text', () => {
    const rawTexts = [...Object.values(JSON_RPC_ERROR_MESSAGES), ...Object.values(PROVIDER_ERROR_MESSAGES)]
    for (const plain of Object.values(RPC_CODE_USER_MESSAGES)) {
      for (const raw of rawTexts) expect(plain.toLowerCase()).not.toContain(raw.toLowerCase())
    }
  })
})

describe('transport failures in plain words', () => {
  it.each([
    [
      'HTTP 429 from our JSON-RPC client',
      Object.assign(new Error('The RPC answered HTTP 429'), { code: 'SERVER_ERROR', status: 429 }),
      RPC_CODE_USER_MESSAGES[-32005],
    ],
    [
      'HTTP 429 from ethers',
      makeError('server response 429', 'SERVER_ERROR', {
        request: {} as never,
        response: { statusCode: 429 } as never,
      }),
      RPC_CODE_USER_MESSAGES[-32005],
    ],
    [
      'HTTP 503',
      Object.assign(new Error('The RPC answered HTTP 503'), { code: 'SERVER_ERROR', status: 503 }),
      ETHERS_CODE_USER_MESSAGES.SERVER_ERROR,
    ],
    [
      'a timeout',
      Object.assign(new Error('The RPC did not answer within 10000 ms'), { code: 'TIMEOUT' }),
      ETHERS_CODE_USER_MESSAGES.TIMEOUT,
    ],
    [
      'an ethers network error',
      makeError('network error', 'NETWORK_ERROR', { event: 'x' }),
      ETHERS_CODE_USER_MESSAGES.NETWORK_ERROR,
    ],
    [
      'a nonce already used',
      makeError('nonce has already been used', 'NONCE_EXPIRED', { transaction: {} as never }),
      ETHERS_CODE_USER_MESSAGES.NONCE_EXPIRED,
    ],
  ])('%s', (_label, error, expected) => {
    expect(expected).toBeDefined()
    expect(toUserMessage(error)).toBe(expected)
  })

  it('a fetch that could not reach the RPC keeps the read fallback', () => {
    expect(
      toAppError(new TypeError('Failed to fetch'), 'Could not read from the chain. Please try again.').message,
    ).toBe('Could not read from the chain. Please try again.')
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
    expect(appError).toEqual({ message: RPC_CODE_USER_MESSAGES[-32005], code: -32005 })
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
