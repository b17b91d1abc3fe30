import { useState } from 'react'
import { notify } from '../../store/toasts/notify'
import { config } from '../../config'
import { loadProfileServices } from '../../services/profile/loadProfileServices'
import { ImageError, prepareImage } from '../chat'

const CHUNK_FAILED = 'Could not load the app code. Check your connection and reload.'

/**
 * Uploads a chosen picture through the site's upload endpoint (issue #7 part 1): resized in the browser to the size
 * limit first (the chat's rules), then signed by the wallet and stored. Resolves the `ar://` reference, or null after
 * telling the user why (a toast: unreadable image, rejected signature, the endpoint's refusal).
 */
export function useUploadPicture() {
  const [isUploading, setIsUploading] = useState(false)

  async function upload(file: File): Promise<string | null> {
    setIsUploading(true)
    try {
      const image = await prepareImage(file, config.fileUploadSizeLimit)
      const services = await loadProfileServices().catch(() => null)
      if (!services) {
        notify.error(CHUNK_FAILED)
        return null
      }
      try {
        return await services.uploadPicture(image.data, image.contentType)
      } catch (error) {
        const problem = services.toUploadError(error)
        if (problem.isRejection) notify.warning(problem.message)
        else notify.error(problem.message)
        return null
      }
    } catch (error) {
      notify.error(error instanceof ImageError ? error.message : 'Could not read this image.')
      return null
    } finally {
      setIsUploading(false)
    }
  }

  return { upload, isUploading }
}
