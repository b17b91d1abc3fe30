import type { UploadContentType } from '../../../protocol/upload'
import { config } from '../../config'
import { getChainReader } from '../chain/readProvider'
import { uploadToStorage } from '../chat/upload'
import { runTransaction } from '../tx/runTransaction'
import { getSigner } from '../wallet/signer'
import { sendDomainDataPatch } from './profileWrites'

/**
 * The profile's writes: the picture upload and the name-data write. They carry ethers' provider, `Contract` and the
 * transaction runner, so profileServices loads this chunk on the first write, not with the profile page.
 */
export const PICTURE_CHANGED_MESSAGE = 'Your profile picture has been changed!'

/** Writes `image` into the name's data, keeping the other keys; resolves once the receipt confirms it. */
export const saveProfileImage = (domainName: string, image: string) => {
  const reader = getChainReader(config)
  return runTransaction((signer) => sendDomainDataPatch(signer, reader, config, domainName, { image }), {
    successMessage: PICTURE_CHANGED_MESSAGE,
    reader,
  })
}

/**
 * Stores a picture through the site's upload endpoint (the wallet signs the upload first; the endpoint requires a
 * name); resolves its `ar://<id>` reference. Rejects with the wallet's rejection or the endpoint's UploadError.
 */
export async function uploadPicture(data: Uint8Array, contentType: UploadContentType): Promise<string> {
  return uploadToStorage({
    uploadUrl: config.uploadUrl,
    signer: await getSigner(),
    chainId: config.chain.chainId,
    data,
    contentType,
  })
}
