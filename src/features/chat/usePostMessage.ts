import { useState } from 'react'
import { useAppDispatch } from '../../store/store'
import { notify } from '../../store/toasts/notify'
import type { ChannelName } from '../../config'
import { config } from '../../config'
import type { PublishStage } from '../../services/chat/chatServices'
import { TX_REPORTED } from '../../services/chat/errorCodes'
import { loadChatServices } from '../../services/chat/loadChatServices'
import type { AppError } from '../../services/errors'
import { chatApi } from './chatApi'
import { ImageError, prepareImage } from './imageResize'

/** The composer's status line for each stage (none while idle). */
export const STAGE_TEXT: Record<PublishStage, string> = {
  checking: 'Checking the channel…',
  signing: 'Sign the upload in your wallet…',
  uploading: 'Storing on Arweave…',
  sending: 'Confirm the transaction in your wallet…',
}

const CHUNK_FAILED = 'Could not load the app code. Check your connection and reload.'

function report(error: AppError): void {
  if (error.code === TX_REPORTED) return
  if (error.isRejection) notify.warning(error.message)
  else notify.error(error.message)
}

/**
 * Posting and image uploads for the composer (issue #5 part 4), through the chat chunk: each step reports its
 * stage; refusals, upload errors and rejections become toasts (the transaction's own toasts come from its
 * lifecycle); a successful post refetches the channel so the message appears without a reload.
 */
export function usePostMessage(channel: ChannelName, parentIndex: number | null) {
  const dispatch = useAppDispatch()
  const [stage, setStage] = useState<PublishStage | null>(null)
  const [isUploadingImage, setIsUploadingImage] = useState(false)

  async function post(text: string): Promise<boolean> {
    setStage('checking')
    try {
      const chat = await loadChatServices().catch(() => null)
      if (!chat) {
        notify.error(CHUNK_FAILED)
        return false
      }
      try {
        await chat.publishMessage({ channel, parentIndex, text, onStage: setStage })
        dispatch(chatApi.util.invalidateTags([{ type: 'ChatPage', id: channel }]))
        return true
      } catch (error) {
        report(chat.toChatError(error))
        return false
      }
    } finally {
      setStage(null)
    }
  }

  /** Resizes, signs and stores an image; resolves `ar://<id>?img` to put in the text, or null (reported). */
  async function uploadImage(file: File): Promise<string | null> {
    setIsUploadingImage(true)
    try {
      const image = await prepareImage(file, config.fileUploadSizeLimit)
      const chat = await loadChatServices().catch(() => null)
      if (!chat) {
        notify.error(CHUNK_FAILED)
        return null
      }
      try {
        const url = await chat.uploadImage(channel, image.data, image.contentType, setStage)
        return `${url}?img`
      } catch (error) {
        report(chat.toChatError(error))
        return null
      }
    } catch (error) {
      notify.error(error instanceof ImageError ? error.message : 'Could not read this image.')
      return null
    } finally {
      setStage(null)
      setIsUploadingImage(false)
    }
  }

  return { post, uploadImage, stage, isBusy: stage !== null || isUploadingImage, isUploadingImage }
}
