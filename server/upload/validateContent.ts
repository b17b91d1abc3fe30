import type { UploadContentType, UploadErrorCode } from '../../protocol/upload'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../protocol/upload'

/** A refusal found while checking the bytes; `null` means the content is acceptable. */
export type ContentProblem = { code: UploadErrorCode; message: string } | null

/** Leading bytes of each image format (a declared type must match what the bytes are). */
function looksLike(contentType: UploadContentType, body: Buffer): boolean {
  const ascii = (start: number, end: number) => body.subarray(start, end).toString('latin1')
  switch (contentType) {
    case 'image/png':
      return body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    case 'image/jpeg':
      return body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff
    case 'image/gif':
      return ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a'
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP'
    case 'application/json':
      return true
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Checks a message body: UTF-8 JSON of exactly `{ author, text, timestamp }` (chain-interface.md), `author` equal to
 * the signer, `text` a non-empty string of at most MAX_MESSAGE_TEXT_LENGTH, `timestamp` a positive integer (ms).
 */
export function checkMessageBody(body: Buffer, signer: string): ContentProblem {
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    return { code: 'bad_message_body', message: 'The message body is not valid UTF-8 JSON.' }
  }
  if (!isPlainObject(parsed)) return { code: 'bad_message_body', message: 'The message body must be a JSON object.' }
  const keys = Object.keys(parsed).sort().join(',')
  if (keys !== 'author,text,timestamp') {
    return {
      code: 'bad_message_body',
      message: 'The message body must have exactly the fields author, text and timestamp.',
    }
  }
  const { author, text, timestamp } = parsed
  if (typeof text !== 'string' || text.trim() === '') {
    return { code: 'bad_message_body', message: 'The message text must be a non-empty string.' }
  }
  if (text.length > MAX_MESSAGE_TEXT_LENGTH) {
    return {
      code: 'bad_message_body',
      message: `The message text is longer than ${MAX_MESSAGE_TEXT_LENGTH} characters.`,
    }
  }
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0) {
    return { code: 'bad_message_body', message: 'The message timestamp must be a positive integer (ms).' }
  }
  if (typeof author !== 'string' || author.toLowerCase() !== signer.toLowerCase()) {
    return { code: 'author_mismatch', message: 'The message author must be the signing wallet.' }
  }
  return null
}

/**
 * Checks the bytes against their declared type: message bodies by shape (see checkMessageBody), images by their
 * leading bytes, so nothing else (HTML, SVG, scripts) can be stored under an image type.
 */
export function checkContent(contentType: UploadContentType, body: Buffer, signer: string): ContentProblem {
  if (contentType === 'application/json') return checkMessageBody(body, signer)
  if (!looksLike(contentType, body)) {
    return { code: 'content_mismatch', message: `The bytes are not a ${contentType} image.` }
  }
  return null
}
