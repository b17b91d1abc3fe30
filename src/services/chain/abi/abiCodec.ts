import { getAddress } from 'ethers'
import { isHexAddress, isRecord } from '../../../lib/guards'
import type { AbiParam, AbiType } from './abiTypes'

/*
 * The light ABI codec (issue #18): encodes call arguments and decodes return data for the reads of the first screen,
 * so that they need neither ethers' `Interface` nor its ABI coders (~15 KB gzip and their parsing on the critical
 * path). Values follow ethers' conventions, which the rest of the app and the ABI types (typedAbi.ts) expect: integers
 * are bigint, addresses checksummed strings, bytes lower-case hex, tuples with named components plain objects (else
 * arrays). Its results are checked against ethers' coder, type by type (abiCodec.test.ts).
 */

const WORD_BYTES = 32
const WORD_HEX = 64
const UTF8_DECODER = new TextDecoder('utf-8', { fatal: true })
const UTF8_ENCODER = new TextEncoder()

/**
 * Return data that is not what the types say (too short, an offset out of range, bad UTF-8...). Carries ethers' code
 * `BAD_DATA`, so that the app's error messages treat it as they treat ethers' decoding errors.
 */
export class AbiDecodeError extends Error {
  readonly code = 'BAD_DATA'

  constructor(reason: string) {
    super(`could not decode result data (${reason})`)
    this.name = 'AbiDecodeError'
  }
}

/** Whether values of `type` are encoded after the heads (their head is an offset). */
function isDynamic(type: AbiType): boolean {
  switch (type.kind) {
    case 'string':
    case 'bytes':
      return true
    case 'array':
      return type.length === null || isDynamic(type.item)
    case 'tuple':
      return type.components.some((component) => isDynamic(component.type))
    default:
      return false
  }
}

/** Bytes a static type takes in the heads. */
function staticSize(type: AbiType): number {
  if (type.kind === 'array' && type.length !== null) return type.length * staticSize(type.item)
  if (type.kind === 'tuple') return type.components.reduce((sum, component) => sum + staticSize(component.type), 0)
  return WORD_BYTES
}

/** Bytes a value of `type` takes in the heads: an offset for a dynamic one. */
const headSize = (type: AbiType): number => (isDynamic(type) ? WORD_BYTES : staticSize(type))

const word = (value: bigint): string => value.toString(16).padStart(WORD_HEX, '0')

/** Hex digits of `bytes`, right-padded to whole words. */
const padRight = (hex: string): string => hex.padEnd(Math.ceil(hex.length / WORD_HEX) * WORD_HEX, '0')

function hexOfBytes(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

/** The digits of a 0x-prefixed, even-length hex string; throws with `what` otherwise. */
function hexDigits(value: unknown, what: string): string {
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) throw new TypeError(`${what} is not hex data`)
  return value.slice(2).toLowerCase()
}

function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|-?\d+)$/.test(value)) return BigInt(value)
  throw new TypeError(`${String(value)} is not an integer`)
}

/** The values of a tuple given as an array or as an object of its components' names. */
function tupleValues(components: readonly AbiParam[], value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (isRecord(value)) return components.map((component) => value[component.name])
  throw new TypeError('a tuple needs an array or an object')
}

/** One value's encoding (hex digits): its head for a static type, its tail for a dynamic one. */
function encodeValue(type: AbiType, value: unknown): string {
  switch (type.kind) {
    case 'uint':
    case 'int': {
      const number = toBigInt(value)
      const limit = 1n << BigInt(type.kind === 'uint' ? type.bits : type.bits - 1)
      const isInRange = type.kind === 'uint' ? number >= 0n && number < limit : number >= -limit && number < limit
      if (!isInRange) throw new RangeError(`${number} does not fit ${type.kind}${type.bits}`)
      return word(BigInt.asUintN(256, number))
    }
    case 'bool':
      if (typeof value !== 'boolean') throw new TypeError(`${String(value)} is not a bool`)
      return word(value ? 1n : 0n)
    case 'address':
      if (!isHexAddress(value)) throw new TypeError(`${String(value)} is not an address`)
      return value.slice(2).toLowerCase().padStart(WORD_HEX, '0')
    case 'fixedBytes': {
      const digits = hexDigits(value, `bytes${type.size}`)
      if (digits.length !== type.size * 2) throw new RangeError(`bytes${type.size} needs ${type.size} bytes`)
      return padRight(digits)
    }
    case 'bytes':
    case 'string': {
      const digits = type.kind === 'bytes' ? hexDigits(value, 'bytes') : stringDigits(value)
      return word(BigInt(digits.length / 2)) + padRight(digits)
    }
    case 'array': {
      if (!Array.isArray(value)) throw new TypeError('an array needs an array')
      if (type.length !== null && value.length !== type.length) {
        throw new RangeError(`the array needs ${type.length} items, not ${value.length}`)
      }
      const items = encodeSequence(
        value.map(() => type.item),
        value,
      )
      return type.length === null ? word(BigInt(value.length)) + items : items
    }
    case 'tuple': {
      const values = tupleValues(type.components, value)
      return encodeSequence(
        type.components.map((component) => component.type),
        values,
      )
    }
  }
}

/** The UTF-8 bytes of `text` as 0x-prefixed hex. */
export const utf8Hex = (text: string): string => `0x${hexOfBytes(UTF8_ENCODER.encode(text))}`

function stringDigits(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`${String(value)} is not a string`)
  return utf8Hex(value).slice(2)
}

/** Values one after the other in the ABI's head-tail layout (a function's arguments, a tuple, an array's items). */
function encodeSequence(types: readonly AbiType[], values: readonly unknown[]): string {
  if (types.length !== values.length) throw new RangeError(`expected ${types.length} values, got ${values.length}`)
  let tailOffset = types.reduce((sum, type) => sum + headSize(type), 0)
  let heads = ''
  let tails = ''
  types.forEach((type, index) => {
    const encoded = encodeValue(type, values[index])
    if (isDynamic(type)) {
      heads += word(BigInt(tailOffset))
      tails += encoded
      tailOffset += encoded.length / 2
    } else {
      heads += encoded
    }
  })
  return heads + tails
}

/**
 * The ABI encoding of `values` as `params` (a function's inputs), as 0x-prefixed hex. Integers may be bigint, safe
 * numbers or numeric strings; tuples arrays or objects. Throws TypeError / RangeError on a value that does not fit.
 */
export function encodeParams(params: readonly AbiParam[], values: readonly unknown[]): string {
  return `0x${encodeSequence(
    params.map((param) => param.type),
    values,
  )}`
}

/** Reads encoded data (hex digits) by byte offsets, checking every read against its length. */
class Reader {
  constructor(private readonly digits: string) {}

  get length(): number {
    return this.digits.length / 2
  }

  hex(at: number, bytes: number): string {
    if (at < 0 || at + bytes > this.length) throw new AbiDecodeError(`${bytes} bytes at ${at} are out of range`)
    return this.digits.slice(at * 2, (at + bytes) * 2)
  }

  word(at: number): bigint {
    return BigInt(`0x${this.hex(at, WORD_BYTES)}`)
  }

  /** A word used as an offset or a length: a safe number inside the data. */
  size(at: number): number {
    const value = this.word(at)
    if (value > BigInt(this.length)) throw new AbiDecodeError(`${value} at ${at} is beyond the data`)
    return Number(value)
  }
}

function decodeValue(reader: Reader, type: AbiType, at: number): unknown {
  switch (type.kind) {
    case 'uint':
      return BigInt.asUintN(type.bits, reader.word(at))
    case 'int':
      return BigInt.asIntN(type.bits, reader.word(at))
    case 'bool':
      return reader.word(at) !== 0n
    case 'address': {
      const digits = reader.hex(at, WORD_BYTES)
      if (!/^0{24}/.test(digits)) throw new AbiDecodeError(`not an address at ${at}`)
      return getAddress(`0x${digits.slice(24)}`)
    }
    case 'fixedBytes':
      return `0x${reader.hex(at, type.size)}`
    case 'bytes':
    case 'string': {
      const length = reader.size(at)
      const digits = reader.hex(at + WORD_BYTES, length)
      if (type.kind === 'bytes') return `0x${digits}`
      try {
        return UTF8_DECODER.decode(bytesOfHex(digits))
      } catch {
        throw new AbiDecodeError(`invalid UTF-8 at ${at}`)
      }
    }
    case 'array': {
      const isLengthPrefixed = type.length === null
      const count = isLengthPrefixed ? reader.size(at) : (type.length as number)
      const start = isLengthPrefixed ? at + WORD_BYTES : at
      // A count no data could hold would only allocate: each item takes at least its head.
      if (start + count * headSize(type.item) > reader.length) throw new AbiDecodeError(`${count} items at ${at}`)
      return decodeSequence(reader, new Array<AbiType>(count).fill(type.item), start)
    }
    case 'tuple': {
      const values = decodeSequence(
        reader,
        type.components.map((component) => component.type),
        at,
      )
      const isNamed = type.components.every((component) => component.name !== '')
      return isNamed
        ? Object.fromEntries(type.components.map((component, index) => [component.name, values[index]]))
        : values
    }
  }
}

/** Values laid out head-tail from byte `start`; a dynamic value's head is its offset from `start`. */
function decodeSequence(reader: Reader, types: readonly AbiType[], start: number): unknown[] {
  let head = start
  return types.map((type) => {
    const at = isDynamic(type) ? start + reader.size(head) : head
    head += headSize(type)
    return decodeValue(reader, type, at)
  })
}

/**
 * The values of `params` in ABI-encoded `data` (0x-prefixed hex), in order. Throws AbiDecodeError (code BAD_DATA) when
 * the data does not hold them.
 */
export function decodeParams(params: readonly AbiParam[], data: string): unknown[] {
  let digits: string
  try {
    digits = hexDigits(data, 'the data')
  } catch {
    throw new AbiDecodeError('not hex data')
  }
  return decodeSequence(
    new Reader(digits),
    params.map((param) => param.type),
    0,
  )
}
