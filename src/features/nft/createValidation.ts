import { formatUnits, parseUnits } from '../../lib/units'
import { MAX_RATIO_WEI, MIN_RATIO_WEI } from '../../services/nft/curve'
import { imageReferenceProblem } from './imageReference'

/** What the create form holds (issue #15 /nft/create); the ratio in ether units as typed. */
export interface CreateFormValues {
  name: string
  symbol: string
  description: string
  image: string
  uniqueId: string
  ratio: string
}

/** A problem per field ('' when the field is fine). */
export type CreateFormProblems = Record<keyof CreateFormValues, string>

export const MAX_SYMBOL_LENGTH = 10
export const MAX_UNIQUE_ID_LENGTH = 64
export const MAX_DESCRIPTION_CHARS = 2000
const UNIQUE_ID = /^[A-Za-z0-9_-]+$/
const SYMBOL = /^[A-Za-z0-9]+$/

/** Bytes of `text` in UTF-8: what the contract's `bytes(name).length` counts. */
export const utf8Length = (text: string): number => new TextEncoder().encode(text).length

/** The ratio as on-chain wei, or an error message. */
export function parseRatio(text: string): { wei: bigint } | { problem: string } {
  let wei: bigint
  try {
    wei = parseUnits(text, 18)
  } catch {
    return { problem: 'Enter the ratio as a number, e.g. 1 or 0.5.' }
  }
  if (wei < MIN_RATIO_WEI || wei > MAX_RATIO_WEI) {
    return {
      problem: `The ratio must be between ${formatUnits(MIN_RATIO_WEI, 18)} and ${Number(formatUnits(MAX_RATIO_WEI, 18)).toLocaleString('en-US')}.`,
    }
  }
  return { wei }
}

/**
 * Checks every field as the contract will (name ≤ `maxNameBytes` UTF-8 bytes, ratio 0.01..9,000,000) plus the form's
 * own rules (symbol, unique ID characters, image a usable link). Availability of the unique ID is checked separately.
 */
export function validateCreateForm(values: CreateFormValues, maxNameBytes: number): CreateFormProblems {
  const name = values.name.trim()
  const nameBytes = utf8Length(name)
  const symbol = values.symbol.trim()
  const uniqueId = values.uniqueId.trim()
  const ratio = parseRatio(values.ratio)
  return {
    name: !name
      ? 'Enter a name.'
      : nameBytes > maxNameBytes
        ? `The name is ${nameBytes} bytes long; at most ${maxNameBytes} bytes (accents and emoji take 2–4 bytes each).`
        : '',
    symbol: !symbol
      ? 'Enter a symbol.'
      : !SYMBOL.test(symbol)
        ? 'Use letters and digits only.'
        : symbol.length > MAX_SYMBOL_LENGTH
          ? `At most ${MAX_SYMBOL_LENGTH} characters.`
          : '',
    description:
      values.description.length > MAX_DESCRIPTION_CHARS ? `At most ${MAX_DESCRIPTION_CHARS} characters.` : '',
    image: !values.image.trim() ? 'Choose an image.' : imageReferenceProblem(values.image),
    uniqueId: !uniqueId
      ? 'Enter a unique ID.'
      : !UNIQUE_ID.test(uniqueId)
        ? 'Use letters, digits, - and _ only.'
        : uniqueId.length > MAX_UNIQUE_ID_LENGTH
          ? `At most ${MAX_UNIQUE_ID_LENGTH} characters.`
          : '',
    ratio: 'problem' in ratio ? ratio.problem : '',
  }
}
