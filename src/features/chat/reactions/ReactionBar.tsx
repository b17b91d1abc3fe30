import { useState } from 'react'
import styled from 'styled-components'
import type { ChannelName } from '../../../config'
import { shortenAddress } from '../../../lib/format'
import { loadChatServices } from '../../../services/chat/loadChatServices'
import { logger } from '../../../services/logger'
import { useUsername } from '../../../store/useUsername'
import { extrasKey, refreshExtras } from './extrasStore'
import { REACTIONS } from './reactionSet'

export interface ReactionBarProps {
  channel: ChannelName
  /** Main message of a reply, or null for a main message. */
  parentIndex: number | null
  index: number
  /** Who reacted, by emoji index (lower-case addresses): MessageExtras.reactions. */
  reactions: string[][]
  /** The connected account (it may react), or null (counts only). */
  viewer: string | null
}

/** One reactor's name (else the short address), or 'you' for the viewer: text for a reaction's label. */
function ReactorName({ address, viewer }: { address: string; viewer: string | null }) {
  const { username } = useUsername(address)
  if (address === viewer?.toLowerCase()) return <>you</>
  return <>{username || shortenAddress(address)}</>
}

/**
 * The reaction row under a message (issue #38): a chip per emoji in use with its count, whose accessible name (and
 * hover/focus tooltip) names who reacted; with an account, a chip toggles the viewer's reaction and 'Add reaction'
 * opens the fixed set. Each toggle is one transaction with the lifecycle's toasts; the row reads the message again
 * once it is confirmed.
 */
export function ReactionBar({ channel, parentIndex, index, reactions, viewer }: ReactionBarProps) {
  const [isPickerOpen, setIsPickerOpen] = useState(false)
  const [pending, setPending] = useState<number | null>(null)
  const me = viewer?.toLowerCase() ?? null
  const mine = (emoji: number) => me !== null && (reactions[emoji] ?? []).includes(me)

  const toggle = async (emoji: number) => {
    setIsPickerOpen(false)
    setPending(emoji)
    try {
      const chat = await loadChatServices()
      await chat.setReaction({ channel, parentIndex, index, emoji, on: !mine(emoji) })
      await refreshExtras(extrasKey(channel, parentIndex, index))
    } catch (error) {
      // The transaction lifecycle has already said what went wrong (its toast).
      logger.warn('Reaction not sent', error)
    } finally {
      setPending(null)
    }
  }

  return (
    <Row>
      {REACTIONS.map(({ emoji, name }, i) => {
        const users = reactions[i] ?? []
        if (users.length === 0) return null
        return (
          <button
            key={name}
            type="button"
            className="chip"
            aria-pressed={me === null ? undefined : mine(i)}
            disabled={me === null || pending !== null}
            onClick={() => void toggle(i)}
          >
            <span aria-hidden="true">
              {emoji} {users.length}
            </span>
            <span className="who">
              {name}, {users.length}:{' '}
              {users.map((user, position) => (
                <span key={user}>
                  {position > 0 && ', '}
                  <ReactorName address={user} viewer={viewer} />
                </span>
              ))}
            </span>
          </button>
        )
      })}
      {me !== null && (
        <span className="add">
          <button
            type="button"
            className="chip"
            aria-expanded={isPickerOpen}
            disabled={pending !== null}
            onClick={() => setIsPickerOpen((open) => !open)}
          >
            <span aria-hidden="true">☺+</span>
            <span className="sr">Add reaction</span>
          </button>
          {isPickerOpen && (
            <span className="picker" role="group" aria-label="Reactions">
              {REACTIONS.map(({ emoji, name }, i) => (
                <button
                  key={name}
                  type="button"
                  aria-label={`${name}${mine(i) ? ' (yours: remove)' : ''}`}
                  aria-pressed={mine(i)}
                  onClick={() => void toggle(i)}
                >
                  {emoji}
                </button>
              ))}
            </span>
          )}
        </span>
      )}
    </Row>
  )
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  .chip {
    position: relative;
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  .chip[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.focus};
  }
  .chip:disabled {
    cursor: default;
  }
  .chip:focus-visible,
  .picker button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* The names show as a tooltip on hover and focus; they are always part of the chip's accessible name. */
  .who,
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .chip:hover .who,
  .chip:focus-visible .who {
    width: auto;
    height: auto;
    clip: auto;
    bottom: calc(100% + 4px);
    left: 0;
    z-index: 1;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
  }
  .add {
    position: relative;
  }
  .picker {
    position: absolute;
    bottom: calc(100% + 4px);
    left: 0;
    z-index: 2;
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  .picker button {
    min-width: 36px;
    min-height: 36px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    font-size: 1.2em;
    cursor: pointer;
  }
  .picker button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`
