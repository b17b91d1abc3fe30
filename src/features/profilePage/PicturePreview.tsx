import styled from 'styled-components'
import { Spinner } from '../../ui/Spinner'
import type { ImagePreview, PreviewStatus } from './useImagePreview'

const PREVIEW_SIZE = 160

const STATUS_TEXT: Record<PreviewStatus, string> = {
  empty: 'Paste a link to an image: https://…, ipfs://… or ar://…',
  unsupported: 'Use an https://, ipfs:// or ar:// link to an image.',
  checking: 'Checking the link…',
  loading: 'Loading the preview…',
  ready: 'This is how your picture will look.',
  failed: 'This link does not load an image. Check it and try again.',
}

/** A status that says the link cannot be used (the link input is marked invalid with it). */
export const isPreviewProblem = (status: PreviewStatus) => status === 'unsupported' || status === 'failed'

/**
 * The new profile picture as it will look (a round crop), or a placeholder with a spinner while the link is checked
 * and loaded, and one status line (`id`, polite live region) saying what the user should do next. `isUpload`: the
 * user chose to upload a file, so an empty status asks for one.
 */
export function PicturePreview({ id, preview, isUpload }: { id: string; preview: ImagePreview; isUpload: boolean }) {
  const { status, url } = preview
  return (
    <Preview>
      {url && status !== 'failed' ? (
        <PreviewImage
          src={url}
          alt="Preview of the new profile picture"
          width={PREVIEW_SIZE}
          height={PREVIEW_SIZE}
          onLoad={preview.onLoad}
          onError={preview.onError}
          data-testid="picture-preview"
        />
      ) : (
        <PreviewPlaceholder aria-hidden="true">
          {(status === 'checking' || status === 'loading') && <Spinner size={24} />}
        </PreviewPlaceholder>
      )}
      <Status id={id} aria-live="polite" $isProblem={isPreviewProblem(status)}>
        {status === 'empty' && isUpload ? 'Choose an image file to upload.' : STATUS_TEXT[status]}
      </Status>
    </Preview>
  )
}

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
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $isProblem }) => ($isProblem ? theme.colors.danger : theme.colors.textMuted)};
`
