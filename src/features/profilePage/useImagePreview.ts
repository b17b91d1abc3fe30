import { useEffect, useState } from 'react'
import { config } from '../../config'
import { findWorkingImage, imageCandidates } from '../../lib/imageUrls'

/** Where a pasted picture link stands: nothing typed, a scheme we do not load, being checked, shown, or broken. */
export type PreviewStatus = 'empty' | 'unsupported' | 'checking' | 'loading' | 'ready' | 'failed'

export interface ImagePreview {
  status: PreviewStatus
  /** The http(s) URL that answered (set from 'loading' on); the preview <img> shows it. */
  url: string | null
  /** Wire these to the preview <img>: only an image that really rendered counts as ready. */
  onLoad: () => void
  onError: () => void
}

/** Wait after the last keystroke before checking a link. */
const CHECK_DELAY_MS = 400

/**
 * Live preview of a picture reference (http(s), ipfs://, ar://): after a short pause it finds the first gateway
 * URL that answers (spec §5 Profile image check), then the preview image must actually load to be 'ready'.
 */
export function useImagePreview(reference: string): ImagePreview {
  const value = reference.trim()
  const isSupported = value !== '' && imageCandidates(value, config).length > 0
  const [state, setState] = useState<{ reference: string; url: string | null; status: PreviewStatus }>({
    reference: '',
    url: null,
    status: 'empty',
  })

  useEffect(() => {
    if (!isSupported) return
    let isCurrent = true
    const timer = setTimeout(() => {
      void findWorkingImage(value, config).then((url) => {
        if (isCurrent) setState({ reference: value, url, status: url ? 'loading' : 'failed' })
      })
    }, CHECK_DELAY_MS)
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
  }, [value, isSupported])

  const settle = (status: PreviewStatus) =>
    setState((current) => (current.reference === value ? { ...current, status } : current))
  if (!value) return { status: 'empty', url: null, onLoad: () => {}, onError: () => {} }
  if (!isSupported) return { status: 'unsupported', url: null, onLoad: () => {}, onError: () => {} }
  if (state.reference !== value) return { status: 'checking', url: null, onLoad: () => {}, onError: () => {} }
  return { status: state.status, url: state.url, onLoad: () => settle('ready'), onError: () => settle('failed') }
}
