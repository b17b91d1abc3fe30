import { useState } from 'react'
import styled from 'styled-components'
import type { ChannelName } from '../../../config'
import { useMessageBody } from '../feed/useMessageBody'
import { MessageText } from '../text/MessageText'

/** One earlier body, rendered exactly as a message's text is (never HTML). */
function EarlierVersion({ url, channel }: { url: string; channel: ChannelName }) {
  const body = useMessageBody(url)
  if (body.status === 'loaded') {
    return <MessageText text={body.body.text} isFull showCollectionCards={channel === 'memes-images'} />
  }
  return <p className="muted">{body.status === 'error' ? 'This version could not be loaded.' : 'Loading…'}</p>
}

export interface EarlierVersionsProps {
  channel: ChannelName
  /** Body URLs before the current one, oldest first (MessageExtras.versions without its last entry). */
  urls: string[]
}

/**
 * A closed disclosure under an edited message listing its earlier versions, newest first (issue #38). Their bodies
 * are fetched and rendered only once it is opened.
 */
export function EarlierVersions({ channel, urls }: EarlierVersionsProps) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <Disclosure onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary>{urls.length === 1 ? 'Earlier version' : `Earlier versions (${urls.length})`}</summary>
      {isOpen && (
        <ol reversed>
          {[...urls].reverse().map((url, position) => (
            // The same URL may come back in a later edit: the position is the key.
            <li key={position}>
              <EarlierVersion url={url} channel={channel} />
            </li>
          ))}
        </ol>
      )}
    </Disclosure>
  )
}

const Disclosure = styled.details`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ol {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  .muted {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`
