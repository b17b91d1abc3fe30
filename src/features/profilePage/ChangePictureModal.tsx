import { useState } from 'react'
import styled from 'styled-components'
import { useAppSelector } from '../../store/store'
import { parseDomainData } from '../../services/profile/domainData'
import { FormModalFooter } from '../../ui/FormModalFooter'
import { Modal } from '../../ui/Modal'
import { Spinner } from '../../ui/Spinner'
import { TextInput } from '../../ui/TextInput'
import { IMAGE_TYPES } from '../chat'
import { useUploadsBlockedReason } from '../../store/api/uploaderApi'
import { useGetDomainDataQuery } from '../../store/api/namesApi'
import { selectFileUploadEnabled } from '../../store/slices/environmentSlice'
import { useSaveProfileImageMutation } from '../../store/api/profileApi'
import type { PreviewStatus } from './useImagePreview'
import { useImagePreview } from './useImagePreview'
import { useUploadPicture } from './useUploadPicture'

const PREVIEW_SIZE = 160

const STATUS_TEXT: Record<PreviewStatus, string> = {
  empty: 'Paste a link to an image: https://…, ipfs://… or ar://…',
  unsupported: 'Use an https://, ipfs:// or ar:// link to an image.',
  checking: 'Checking the link…',
  loading: 'Loading the preview…',
  ready: 'This is how your picture will look.',
  failed: 'This link does not load an image. Check it and try again.',
}

type Source = 'link' | 'upload'

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
  const [source, setSource] = useState<Source>('link')
  const preview = useImagePreview(link)
  const canUpload = useAppSelector(selectFileUploadEnabled)
  const uploadsBlockedReason = useUploadsBlockedReason(true)
  const { upload, isUploading } = useUploadPicture()
  const domainData = useGetDomainDataQuery(domainName)
  const [saveImage, { isLoading }] = useSaveProfileImageMutation()
  const replacesData = domainData.data !== undefined && parseDomainData(domainData.data) === null
  const isReady = preview.status === 'ready' && preview.url !== null

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
        id="change-picture-form"
        onSubmit={(event) => {
          event.preventDefault()
          void onSubmit()
        }}
      >
        <p>
          The picture of <strong>{fullDomainName}</strong> is stored in the name’s on-chain data, so it shows wherever
          the name appears.
        </p>
        {canUpload && (
          <SourcePicker>
            <legend>Picture from</legend>
            {(['link', 'upload'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="picture-source"
                  value={option}
                  checked={source === option}
                  onChange={() => setSource(option)}
                />
                {option === 'link' ? 'A link' : 'A file from your device'}
              </label>
            ))}
          </SourcePicker>
        )}
        {source === 'upload' && canUpload ? (
          <UploadField>
            <label htmlFor="picture-file">Image file (PNG, JPEG, WebP or GIF; large images are resized)</label>
            <input
              id="picture-file"
              type="file"
              accept={IMAGE_TYPES.join(',')}
              disabled={isUploading || Boolean(uploadsBlockedReason)}
              onChange={async (event) => {
                const file = event.target.files?.[0]
                if (!file) return
                const reference = await upload(file)
                if (reference) setLink(reference)
              }}
            />
            {uploadsBlockedReason && <Warning role="note">{uploadsBlockedReason}</Warning>}
            {isUploading && (
              <Hint aria-live="polite">
                <Spinner /> Sign the upload in your wallet; it is then stored on Arweave…
              </Hint>
            )}
          </UploadField>
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
            aria-invalid={preview.status === 'unsupported' || preview.status === 'failed'}
          />
        )}
        <Preview>
          {preview.url && preview.status !== 'failed' ? (
            <PreviewImage
              src={preview.url}
              alt="Preview of the new profile picture"
              width={PREVIEW_SIZE}
              height={PREVIEW_SIZE}
              onLoad={preview.onLoad}
              onError={preview.onError}
              data-testid="picture-preview"
            />
          ) : (
            <PreviewPlaceholder aria-hidden="true">
              {(preview.status === 'checking' || preview.status === 'loading') && <Spinner size={24} />}
            </PreviewPlaceholder>
          )}
          <Status
            id="picture-link-status"
            aria-live="polite"
            $isProblem={preview.status === 'unsupported' || preview.status === 'failed'}
          >
            {preview.status === 'empty' && source === 'upload'
              ? 'Choose an image file to upload.'
              : STATUS_TEXT[preview.status]}
          </Status>
        </Preview>
        {replacesData && (
          <Warning role="note">
            This name’s current data is not valid JSON, so it cannot be kept: it will be replaced by the new picture.
          </Warning>
        )}
      </Form>
    </Modal>
  )
}

const SourcePicker = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
`

const UploadField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Hint = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
`

const PreviewImage = styled.img`
  width: ${PREVIEW_SIZE}px;
  height: ${PREVIEW_SIZE}px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
`

const PreviewPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${PREVIEW_SIZE}px;
  height: ${PREVIEW_SIZE}px;
  border-radius: 50%;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

const Status = styled.p<{ $isProblem: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $isProblem }) => ($isProblem ? theme.colors.danger : theme.colors.textMuted)};
`

const Warning = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`
