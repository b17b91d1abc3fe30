import { createHash } from 'node:crypto'
import type { Signer } from 'ethers'
import { Wallet } from 'ethers'
import type { UploadContentType } from '../../../protocol/upload'
import { UPLOAD_HEADERS, uploadSigningMessage } from '../../../protocol/upload'

/** The chain the tests' endpoints serve (their CHAIN_ID), and the one test sign-ins and uploads name. */
export const TEST_CHAIN_ID = 84532

/** A test wallet that holds a name (the tests' name lookup answers 'alice' for it). */
export const holder = Wallet.createRandom()
/** A test wallet without a name. */
export const nameless = Wallet.createRandom()
/** A wallet that is not the one the headers name. */
export const stranger = Wallet.createRandom()

export interface SignedRequest {
  wallet?: Signer & { address: string }
  /** Who the headers claim signed (defaults to the wallet). */
  address?: string
  contentType?: string
  body?: Buffer
  timestamp?: number
  /** Sign other bytes than the ones sent. */
  signedBody?: Buffer
  headers?: Record<string, string>
  /** The site host the text names (sent as its header too). */
  domain?: string
  /** The chain id the text names (sent as its header too). */
  chainId?: number
}

/** A chat message body `{author, text, timestamp}` as the site uploads it. */
export const messageBody = (author: string, text = 'gm') =>
  Buffer.from(JSON.stringify({ author, text, timestamp: Date.now() }))

/** A fetch request for the upload endpoint, signed like the site signs it (protocol/upload.ts), or tampered with. */
export async function signedRequest({
  wallet = holder,
  address = wallet.address,
  contentType = 'application/json',
  body = messageBody(wallet.address),
  timestamp = Date.now(),
  signedBody = body,
  headers = {},
  domain = 'site.example',
  chainId = TEST_CHAIN_ID,
}: SignedRequest): Promise<RequestInit & { headers: Record<string, string> }> {
  const sha256 = `0x${createHash('sha256').update(signedBody).digest('hex')}`
  const message = uploadSigningMessage({
    domain,
    chainId,
    address,
    contentType: contentType as UploadContentType,
    sha256,
    size: signedBody.length,
    timestamp,
  })
  const signature = await wallet.signMessage(message)
  return {
    method: 'POST',
    body: new Uint8Array(body),
    headers: {
      'content-type': contentType,
      [UPLOAD_HEADERS.address]: address,
      [UPLOAD_HEADERS.timestamp]: String(timestamp),
      [UPLOAD_HEADERS.signature]: signature,
      [UPLOAD_HEADERS.domain]: domain,
      [UPLOAD_HEADERS.chainId]: String(chainId),
      ...headers,
    },
  }
}
