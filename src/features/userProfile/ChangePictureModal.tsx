import { useState } from 'react'
import styled from 'styled-components'
import { parseDomainData } from '../../services/profile/domainData'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { Spinner } from '../../ui/Spinner'
import { TextInput } from '../../ui/TextInput'
import { useGetDomainDataQuery } from '../names/namesApi'
import { useSaveProfileImageMutation } from './profileApi'
import type { PreviewStatus } from './useImagePreview'
import { useImagePreview } from './useImagePreview'

const PREVIEW_SIZE = 160

const STATUS_TEXT: Record<PreviewStatus, string> = {
  empty: 'Paste a link to an image: https://…, ipfs://… or ar://…',
  unsupported: 'Use an https://, ipfs:// or ar:// link to an image.',
  checking: 'Checking the link…',
  loading: 'Loading the preview…',
  ready: 'This is how your picture will look.',
  failed: 'This link does not load an image. Check it and try again.',
}

/**
 * 'Change profile picture' for a name the visitor holds: paste a link, see it load, then write it into the name's
 * data with editData (the other keys are kept; data that is not JSON is replaced, and the dialog says so first).
 * Closes once the transaction is confirmed; toasts come from the transaction lifecycle.
 */
export function ChangePictureModal({ domainName, fullDomainName, holder, onClose }: { domainName: string; fullDomainName: string; holder: string; onClose: () => void }) {
  const [link, setLink] = useState('')
  const preview = useImagePreview(link)
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
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            type="submit"
            form="change-picture-form"
            isLoading={isLoading}
            disabled={!isReady}
            disabledReason="Paste a link to an image that loads first."
          >
            Submit to blockchain
          </Button>
        </>
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
          The picture of <strong>{fullDomainName}</strong> is stored in the name’s on-chain data, so it shows wherever the
          name appears.
        </p>
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
          <Status id="picture-link-status" aria-live="polite" $isProblem={preview.status === 'unsupported' || preview.status === 'failed'}>
            {STATUS_TEXT[preview.status]}
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
