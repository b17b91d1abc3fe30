import type { ChannelName } from '../../config'
import type { PublishStage } from '../../services/chat/chatServices'
import { useAppSelector } from '../../store/store'
import { selectImageUploadStage } from './outbox/outboxSlice'
import { useUploadChatImageMutation } from './outbox/postingApi'

/** The composer's status line for each stage (none while idle). */
export const STAGE_TEXT: Record<PublishStage, string> = {
  checking: 'Checking the channel…',
  signing: 'Sign the upload in your wallet…',
  uploading: 'Storing on Arweave…',
  sending: 'Confirm the transaction in your wallet…',
  confirming: 'Waiting for the block…',
}

/**
 * Image uploads for `channel`'s composer (issue #5 part 4) through the `uploadChatImage` mutation: `uploadImage(file)`
 * resolves `ar://<id>?img` to put in the text, or null (refusals, upload errors and rejections are toasted); `stage`
 * is the running upload's step, for the status line.
 */
export function useImageUpload(channel: ChannelName) {
  const [upload, { isLoading: isUploadingImage }] = useUploadChatImageMutation()
  const stage = useAppSelector((state) => selectImageUploadStage(state, channel))

  /** Resizes, signs and stores an image; resolves its URL, or null (reported). */
  async function uploadImage(file: File): Promise<string | null> {
    const result = await upload({ channel, file })
    return 'data' in result && result.data ? result.data : null
  }

  return { uploadImage, stage, isUploadingImage }
}
