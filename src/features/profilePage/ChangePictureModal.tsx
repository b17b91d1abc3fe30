import { useState } from 'react'
import styled from 'styled-components'
import { parseDomainData } from '../../services/profile/domainData'
import { useGetDomainDataQuery } from '../../store/api/namesApi'
import { useSaveProfileImageMutation } from '../../store/api/profileApi'
import { useUploadsBlockedReason } from '../../store/api/uploaderApi'
import { selectFileUploadEnabled } from '../../store/slices/environmentSlice'
import { useAppSelector } from '../../store/store'
import { Form, Warning } from '../../ui/Form'
import { FormModalFooter } from '../../ui/FormModalFooter'
import { Modal } from '../../ui/Modal'
import { ImageUpload } from '../../ui/ImageUpload'
import { TextInput } from '../../ui/TextInput'
import { IMAGE_TYPES } from '../chat'
import { isPreviewProblem, PicturePreview } from './PicturePreview'
import { PictureSourceChoice, type PictureSource } from './PictureSourceChoice'
import { useImagePreview } from './useImagePreview'
import { useUploadPicture } from './useUploadPicture'

/**
 * 'Change profile picture' for a name the visitor holds: paste a link, or upload a file when uploads are on (it is
 * stored on Arweave and its ar:// link filled in); see it load, then write it into the name's data with editData (the
 * other keys are kept; data that is not JSON is replaced, and the dialog says so first). Closes once the
 * transaction is confirmed; toasts come from the transaction lifecycle.
 */
export function ChangePictureModal({
  domainName,
  fullDomainName,
  holder,
  onClose,
}: {
  domainName: string
  fullDomainName: string
  holder: string
  onClose: () => void
}) {
  const [link, setLink] = useState('')
  const [source, setSource] = useState<PictureSource>('link')
  const preview = useImagePreview(link)
  const canUpload = useAppSelector(selectFileUploadEnabled)
  const uploadsBlockedReason = useUploadsBlockedReason(true)
  const { upload, isUploading } = useUploadPicture()
  const domainData = useGetDomainDataQuery(domainName)
  const [saveImage, { isLoading }] = useSaveProfileImageMutation()
  const replacesData = domainData.data !== undefined && parseDomainData(domainData.data) === null
  const isReady = preview.status === 'ready' && preview.url !== null
  const isUpload = source === 'upload' && canUpload

  const onSubmit = async () => {
    if (!isReady || !preview.url) return
    const result = await saveImage({ domainName, image: link.trim(), workingUrl: preview.url, holder })
    if ('data' in result) onClose()
  }

  return (
    <Modal
      isOpen
      title="Change profile picture"
      onClose={onClose}
      footer={
        <FormModalFooter
          onClose={onClose}
          formId="change-picture-form"
          submitLabel="Submit to blockchain"
          isBusy={isLoading}
          isDisabled={!isReady || isUploading}
          disabledReason="Choose an image that loads first."
        />
      }
    >
      <Form
        $gap={3}
        id="change-picture-form"
        onSubmit={(event) => {
          event.preventDefault()
          void onSubmit()
        }}
      >
        <Intro>
          The picture of <strong>{fullDomainName}</strong> is stored in the name’s on-chain data, so it shows wherever
          the name appears.
        </Intro>
        {canUpload && <PictureSourceChoice source={source} onChange={setSource} />}
        {isUpload ? (
          <ImageUpload
            id="picture-file"
            hint="Image file (PNG, JPEG, WebP or GIF; large images are resized)"
            accept={IMAGE_TYPES.join(',')}
            isUploading={isUploading}
            blockedReason={uploadsBlockedReason}
            onFile={async (file) => {
              const reference = await upload(file)
              if (reference) setLink(reference)
            }}
          />
        ) : (
          <TextInput
            label="Image link"
            id="picture-link"
            placeholder="https://… or ipfs://… or ar://…"
            value={link}
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            onChange={(event) => setLink(event.target.value)}
            aria-describedby="picture-link-status"
            aria-invalid={isPreviewProblem(preview.status)}
          />
        )}
        <PicturePreview id="picture-link-status" preview={preview} isUpload={isUpload} />
        {replacesData && (
          <Warning role="note">
            This name’s current data is not valid JSON, so it cannot be kept: it will be replaced by the new picture.
          </Warning>
        )}
      </Form>
    </Modal>
  )
}

const Intro = styled.p`
  margin: 0;
`
