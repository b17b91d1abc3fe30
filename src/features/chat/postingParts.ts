import type { ComponentType } from 'react'
import { preloadable } from '../../ui/preloadable'
import type * as PostingChunk from './posting'

const loadPosting = () => import(/* webpackChunkName: "chat-posting" */ './posting')

/** One export of the posting chunk as a lazy component; all of them share the chunk's one request. */
function part<P>(pick: (chunk: typeof PostingChunk) => ComponentType<P>) {
  return preloadable(() => loadPosting().then((chunk) => ({ default: pick(chunk) })))
}

/*
 * The posting chunk's components (see posting.ts), each to be rendered inside a Suspense boundary. Rendered once the
 * chunk is in, they show at once; the first one rendered earlier suspends while it loads.
 */
export const ComposerForm = part((chunk) => chunk.ComposerForm)
export const DeleteMessageButton = part((chunk) => chunk.DeleteMessageButton)
export const MentionsPanel = part((chunk) => chunk.MentionsPanel)
export const ModBar = part((chunk) => chunk.ModBar)
export const RestoreButton = part((chunk) => chunk.RestoreButton)
export const SuspendAuthorButton = part((chunk) => chunk.SuspendAuthorButton)
export const PendingMessage = part((chunk) => chunk.PendingMessage)
export const ReactionBar = part((chunk) => chunk.ReactionBar)
export const MessageEditor = part((chunk) => chunk.MessageEditor)
export const EarlierVersions = part((chunk) => chunk.EarlierVersions)

const parts = [
  ComposerForm,
  DeleteMessageButton,
  MentionsPanel,
  ModBar,
  RestoreButton,
  SuspendAuthorButton,
  PendingMessage,
  ReactionBar,
  MessageEditor,
  EarlierVersions,
]

/**
 * Loads the posting chunk and readies every part, so none of them suspends once it is in (a connected user's composer,
 * feed tools and posts in flight). Rejects with the chunk error when the chunk fails to load.
 */
export function preloadPostingParts(): Promise<unknown> {
  return Promise.all(parts.map((lazyPart) => lazyPart.preload()))
}
