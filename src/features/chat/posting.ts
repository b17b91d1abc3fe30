/**
 * The chunk of what only a connected user does in a channel (issue #18): the composer's form with its mentions, image
 * upload and posting mutations, the posts in flight, the mentions panel, the author's and mods' message tools, and
 * reactions, edits and earlier versions (issue #38).
 * Loaded through postingParts, never imported directly, so a reader's first page carries none of it.
 */
export { ComposerForm } from './ComposerForm'
export { DeleteMessageButton } from './DeleteMessageButton'
export { MentionsPanel } from './mentions/MentionsPanel'
export { ModBar, RestoreButton, SuspendAuthorButton } from './moderation/ModTools'
export { PendingMessage } from './outbox/PendingMessage'
export { EarlierVersions } from './reactions/EarlierVersions'
export { MessageEditor } from './reactions/MessageEditor'
export { ReactionBar } from './reactions/ReactionBar'
