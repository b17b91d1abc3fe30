import { useRef } from 'react'
import { Button } from '../../../ui/Button'
import { IMAGE_TYPES } from '../imageResize'

export interface ImageAttachProps {
  /** Prepares and uploads the chosen file (or nothing, when the picker was cancelled). */
  onFile: (file: File | undefined) => void
  /** Why no image can be added now (paused channel, suspended user, uploads off); null when one can. */
  blockedReason: string | null
  /** True while an image is being prepared or uploaded: the button spins and waits. */
  isUploading: boolean
}

/**
 * The composer's Image button (issue #16): opens the system file picker limited to the accepted image types, hands
 * the chosen file on, and clears the picker so the same file can be chosen again. Disabled, with its reason, while
 * images cannot be added or one is on its way.
 */
export function ImageAttach({ onFile, blockedReason, isUploading }: ImageAttachProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        data-testid="image-input"
        onChange={(event) => {
          onFile(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <Button
        variant="secondary"
        onClick={() => fileInput.current?.click()}
        disabled={Boolean(blockedReason) || isUploading}
        disabledReason={blockedReason ?? undefined}
        isLoading={isUploading}
      >
        Image
      </Button>
    </>
  )
}
