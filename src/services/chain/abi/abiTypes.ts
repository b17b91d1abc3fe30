/**
 * A Solidity ABI type as the light codec (abiCodec.ts) reads it: the elementary types, dynamic and fixed-size arrays,
 * and tuples with their components' names.
 */
export type AbiType =
  | { kind: 'uint' | 'int'; bits: number }
  | { kind: 'bool' | 'address' | 'string' | 'bytes' }
  | { kind: 'fixedBytes'; size: number }
  | { kind: 'array'; item: AbiType; length: number | null }
  | { kind: 'tuple'; components: readonly AbiParam[] }

/** A parameter of a function or a tuple component: its name ('' when unnamed) and type. */
export interface AbiParam {
  name: string
  type: AbiType
}

/** A function of a human-readable ABI: its name, parameters, results, and canonical signature ('name(uint256,bool)'). */
export interface AbiFunction {
  name: string
  inputs: readonly AbiParam[]
  outputs: readonly AbiParam[]
  signature: string
}

/** Words that may stand between a parameter's type and its name. */
const MODIFIERS = new Set(['indexed', 'memory', 'calldata', 'storage', 'payable'])

/** Index of the parenthesis that closes the one at `open`; throws when it is never closed. */
function closingParen(text: string, open: number): number {
  let depth = 0
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++
    else if (text[index] === ')' && --depth === 0) return index
  }
  throw new Error(`Unbalanced parentheses in "${text}"`)
}

/** Splits a parameter list at its top-level commas ('' gives no parameters). */
function splitParams(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < list.length; index++) {
    if (list[index] === '(') depth++
    else if (list[index] === ')') depth--
    else if (list[index] === ',' && depth === 0) {
      parts.push(list.slice(start, index))
      start = index + 1
    }
  }
  const last = list.slice(start)
  if (parts.length > 0 || last.trim() !== '') parts.push(last)
  return parts.map((part) => part.trim())
}

/** An elementary type name ('uint' is uint256, 'int' int256); throws on anything else. */
function elementaryType(name: string): AbiType {
  if (name === 'bool' || name === 'address' || name === 'string' || name === 'bytes') return { kind: name }
  const integer = /^(u?int)(\d*)$/.exec(name)
  if (integer) {
    const bits = integer[2] ? Number(integer[2]) : 256
    if (bits < 8 || bits > 256 || bits % 8 !== 0) throw new Error(`Invalid integer type ${name}`)
    return { kind: integer[1] === 'uint' ? 'uint' : 'int', bits }
  }
  const fixed = /^bytes(\d+)$/.exec(name)
  if (fixed) {
    const size = Number(fixed[1])
    if (size < 1 || size > 32) throw new Error(`Invalid bytes type ${name}`)
    return { kind: 'fixedBytes', size }
  }
  throw new Error(`Unsupported ABI type ${name}`)
}

/** Wraps `type` in the array suffixes of `suffixes` ('[]', '[3][]'), innermost first. */
function withArrays(type: AbiType, suffixes: string): AbiType {
  let wrapped = type
  for (const [, size] of suffixes.matchAll(/\[(\d*)\]/g)) {
    wrapped = { kind: 'array', item: wrapped, length: size ? Number(size) : null }
  }
  return wrapped
}

/** One parameter: 'uint256 amount', 'address[]', '(bool success, bytes returnData)[] returnData'. */
export function parseParam(text: string): AbiParam {
  let base: AbiType
  let rest: string
  if (text.startsWith('(')) {
    const close = closingParen(text, 0)
    base = { kind: 'tuple', components: parseParams(text.slice(1, close)) }
    rest = text.slice(close + 1)
  } else {
    const typeEnd = /^[a-z0-9]+/.exec(text)?.[0] ?? ''
    base = elementaryType(typeEnd)
    rest = text.slice(typeEnd.length)
  }
  const suffixes = /^(\[\d*\])*/.exec(rest)?.[0] ?? ''
  const words = rest
    .slice(suffixes.length)
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !MODIFIERS.has(word))
  if (words.length > 1 || (words[0] !== undefined && !/^\w+$/.test(words[0]))) {
    throw new Error(`Invalid ABI parameter "${text}"`)
  }
  return { name: words[0] ?? '', type: withArrays(base, suffixes) }
}

/** A comma-separated parameter list, without its parentheses. */
export function parseParams(list: string): AbiParam[] {
  return splitParams(list).map(parseParam)
}

/** The canonical name of a type, as function selectors hash it: 'uint256', '(address,bool,bytes)[]'. */
export function canonicalType(type: AbiType): string {
  switch (type.kind) {
    case 'uint':
    case 'int':
      return `${type.kind}${type.bits}`
    case 'fixedBytes':
      return `bytes${type.size}`
    case 'array':
      return `${canonicalType(type.item)}[${type.length ?? ''}]`
    case 'tuple':
      return `(${type.components.map((component) => canonicalType(component.type)).join(',')})`
    default:
      return type.kind
  }
}

/** The parts of a 'function' or 'error' fragment: its name, its parameters, and the text after them. */
function parseSignature(keyword: 'function' | 'error', fragment: string) {
  const head = new RegExp(`^\\s*${keyword}\\s+(\\w+)\\s*\\(`).exec(fragment)
  if (!head?.[1]) throw new Error(`Not ${keyword === 'error' ? 'an error' : 'a function'}: "${fragment}"`)
  const open = head[0].length - 1
  const close = closingParen(fragment, open)
  const inputs = parseParams(fragment.slice(open + 1, close))
  const signature = `${head[1]}(${inputs.map((input) => canonicalType(input.type)).join(',')})`
  return { name: head[1], inputs, signature, tail: fragment.slice(close + 1) }
}

/**
 * A function of a human-readable ABI ('function balanceOf(address owner) view returns (uint256)'). Throws when the
 * text is not a function or uses a type the codec does not know.
 */
export function parseFunction(fragment: string): AbiFunction {
  const { name, inputs, signature, tail } = parseSignature('function', fragment)
  const returns = /\breturns\s*\(/.exec(tail)
  const outputs = returns
    ? parseParams(
        tail.slice(returns.index + returns[0].length, closingParen(tail, returns.index + returns[0].length - 1)),
      )
    : []
  return { name, inputs, outputs, signature }
}

/** A custom error's name and canonical signature ('error NotOwner(address who)' → 'NotOwner(address)'). Throws as parseFunction. */
export function parseCustomError(fragment: string): { name: string; signature: string } {
  const { name, signature } = parseSignature('error', fragment)
  return { name, signature }
}
