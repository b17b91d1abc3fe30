/**
 * The fixed reaction set (issue #38), by the contract's emoji index (ChatChannel.REACTION_KINDS = 6): the symbol
 * shown and its name for assistive technology.
 */
export const REACTIONS: readonly { emoji: string; name: string }[] = [
  { emoji: '👍', name: 'Thumbs up' },
  { emoji: '❤️', name: 'Heart' },
  { emoji: '😂', name: 'Laughing' },
  { emoji: '😮', name: 'Surprised' },
  { emoji: '😢', name: 'Sad' },
  { emoji: '🎉', name: 'Party' },
]
