import styled from 'styled-components'
import { FilePicker } from './FilePicker'
import { Muted, Warning } from './Form'
import { Spinner } from './Spinner'

/**
 * An image file for the site's upload endpoint (issues #7, #15, #40), shared by the profile picture and the collection
 * image: a styled file picker (input `id`, named 'Choose an image file', `hint` describing what is accepted), why
 * uploads are blocked when they are (`blockedReason`), and a spinner line while the wallet signs and Arweave stores it.
 */
export function ImageUpload({
  id,
  hint,
  accept,
  isUploading,
  blockedReason,
  onFile,
}: {
  id: string
  hint: string
  /** MIME types the picker offers, comma-separated. */
  accept: string
  isUploading: boolean
  blockedReason: string | null
  onFile: (file: File) => void
}) {
  return (
    <Upload>
      <FilePicker
        id={id}
        label="Choose an image file"
        hint={hint}
        accept={accept}
        disabled={isUploading || Boolean(blockedReason)}
        onFile={onFile}
      />
      {blockedReason && <Warning role="note">{blockedReason}</Warning>}
      {isUploading && (
        <Busy aria-live="polite">
          <Spinner /> Sign the upload in your wallet; it is then stored on Arweave…
        </Busy>
      )}
    </Upload>
  )
}

const Upload = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`

const Busy = styled(Muted)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`
