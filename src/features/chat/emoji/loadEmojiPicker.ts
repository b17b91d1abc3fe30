import { useEffect, useState } from 'react'
import type * as EmojiPickerChunk from './EmojiPicker'

let loading: Promise<typeof EmojiPickerChunk> | null = null
let loaded: typeof EmojiPickerChunk | null = null

/**
 * The emoji picker's chunk (issue #38): the web component and the URL of its emoji data, code no one needs until they
 * open the picker, so it is its own chunk, requested on the first open only. Later calls share the one request; a
 * failed load (offline, a deploy replaced the file) is forgotten, so the next open tries again.
 */
export function loadEmojiPicker(): Promise<typeof EmojiPickerChunk> {
  loading ??= import(/* webpackChunkName: "emoji-picker" */ './EmojiPicker').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The picker chunk's state: loading, loaded with its module, or failed. */
export type EmojiPickerChunkState =
  { status: 'loading' } | { status: 'loaded'; chunk: typeof EmojiPickerChunk } | { status: 'failed' }

/**
 * Loads the picker chunk for a component that shows the picker (mounted when the picker opens), and follows it. Once
 * the chunk is in, a later mount has it from its first render, without a loading frame.
 */
export function useEmojiPickerChunk(): EmojiPickerChunkState {
  const [state, setState] = useState<EmojiPickerChunkState>(() =>
    loaded ? { status: 'loaded', chunk: loaded } : { status: 'loading' },
  )
  const isLoaded = state.status === 'loaded'
  useEffect(() => {
    if (isLoaded) return
    let isMounted = true
    loadEmojiPicker().then(
      (chunk) => isMounted && setState({ status: 'loaded', chunk }),
      () => isMounted && setState({ status: 'failed' }),
    )
    return () => {
      isMounted = false
    }
  }, [isLoaded])
  return state
}
