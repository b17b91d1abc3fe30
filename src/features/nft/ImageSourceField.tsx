import { useId, useState } from 'react'
import styled from 'styled-components'
import { useAppSelector } from '../../store/store'
import { notify } from '../../store/toasts/notify'
import { config } from '../../config'
import { loadNftServices } from '../../services/nft/loadNftServices'
import { TextInput } from '../../ui/TextInput'
import { IMAGE_TYPES, ImageError, prepareImage } from '../chat'
import { useUploadsBlockedReason } from '../../store/api/uploaderApi'
import { selectFileUploadEnabled } from '../../store/slices/environmentSlice'
import { CollectionImage } from './CollectionImage'
import { ImageUpload } from '../../ui/ImageUpload'
import { imageReferenceProblem } from './imageReference'
import { Field, Problem } from '../../ui/Form'

/**
 * An image for a collection: a pasted link (https, ipfs, ar), or a file uploaded through the site's upload endpoint
 * as the profile picture dialog does (resized to the size limit, signed by the wallet, stored on Arweave), with a
 * preview. `value` is the reference the form will send.
 */
export function ImageSourceField({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string
  onChange: (reference: string) => void
}) {
  const canUpload = useAppSelector(selectFileUploadEnabled)
  const blockedReason = useUploadsBlockedReason(canUpload)
  const [isUploading, setIsUploading] = useState(false)
  const statusId = useId()
  const problem = imageReferenceProblem(value)

  const upload = async (file: File) => {
    setIsUploading(true)
    try {
      const image = await prepareImage(file, config.fileUploadSizeLimit)
      const services = await loadNftServices()
      onChange(await services.uploadCollectionImage(image.data, image.contentType))
    } catch (error) {
      if (error instanceof ImageError) notify.error(error.message)
      else notify.error(error instanceof Error ? error.message : 'The upload failed.')
    } finally {
      setIsUploading(false)
    }
  }

  return (
    <Field>
      <TextInput
        label={label}
        id={id}
        placeholder="https://… or ipfs://… or ar://…"
        value={value}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={statusId}
        aria-invalid={Boolean(problem)}
      />
      {canUpload && (
        <ImageUpload
          id={`${id}-file`}
          hint="Or upload a file (PNG, JPEG, WebP or GIF; large images are resized)"
          accept={IMAGE_TYPES.join(',')}
          isUploading={isUploading}
          blockedReason={blockedReason}
          onFile={(file) => void upload(file)}
        />
      )}
      <Problem id={statusId} aria-live="polite">
        {problem}
      </Problem>
      {value.trim() && !problem && (
        <PreviewBox>
          <CollectionImage reference={value.trim()} alt="Preview of the image" size={120} />
        </PreviewBox>
      )}
    </Field>
  )
}

const PreviewBox = styled.div`
  width: 120px;
`
