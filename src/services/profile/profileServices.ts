import { getAddress } from 'ethers'
import { config } from '../../config'
import { toFullDomainName } from '../../lib/domainNames'
import { getChainReader } from '../chain/readProvider'
import * as reads from '../chain/reads'
import { runTransaction } from '../tx/runTransaction'
import { sendDomainDataPatch } from './profileWrites'

/**
 * The profile screens' chain code, loaded on demand (it carries ethers): address checksums, name lookups and the
 * picture write, bound to the configured chain and its shared multicall reader.
 */
const reader = () => getChainReader(config)

export const PICTURE_CHANGED_MESSAGE = 'Your profile picture has been changed!'

/** EIP-55 checksum of an address; throws on a mixed-case address whose checksum does not match (spec §5). */
export const toChecksumAddress = (address: string): string => getAddress(address)

/** The holder of a name (without the tld), or null when nobody holds it. */
export const readDomainHolder = (domainName: string) => reads.readDomainHolder(reader(), config, domainName)

/** The address's main name with the tld ('alice.demo'), or '' when it has none. */
export async function readMainName(address: string): Promise<string> {
  const name = await reads.readDefaultName(reader(), config, address)
  return name ? toFullDomainName(name, config.tldName) : ''
}

/** Writes `image` into the name's data, keeping the other keys; resolves once the receipt confirms it. */
export const saveProfileImage = (domainName: string, image: string) =>
  runTransaction((signer) => sendDomainDataPatch(signer, reader(), config, domainName, { image }), {
    successMessage: PICTURE_CHANGED_MESSAGE,
    receiptProvider: reader().provider,
  })
