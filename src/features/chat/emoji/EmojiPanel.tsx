import styled from 'styled-components'
import { Spinner } from '../../../ui/Spinner'
import { useEmojiPickerChunk } from './loadEmojiPicker'

export interface EmojiPanelProps {
  /** The dialog's id (the button's aria-controls). */
  id: string
  onPick: (emoji: string) => void
  focusSearch: boolean
}

/**
 * The open picker's dialog (issue #38): a spinner while the picker's chunk loads (on the first opening only), a
 * notice when it cannot load (reopening tries again), then the picker.
 */
export function EmojiPanel({ id, onPick, focusSearch }: EmojiPanelProps) {
  const chunk = useEmojiPickerChunk()
  return (
    <Panel id={id} role="dialog" aria-label="Emoji picker">
      {chunk.status === 'loading' && (
        <Waiting>
          <Spinner label="Loading emoji…" size={20} />
        </Waiting>
      )}
      {chunk.status === 'failed' && (
        <Waiting role="alert">The emoji could not be loaded. Close and open the picker to try again.</Waiting>
      )}
      {chunk.status === 'loaded' && <chunk.chunk.EmojiPicker onPick={onPick} focusSearch={focusSearch} />}
    </Panel>
  )
}

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  left: 0;
  /* Over the feed, under the sticky navbar (800) as the page scrolls. */
  z-index: 700;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  ${({ theme }) => theme.media.mobile} {
    right: 0;
  }
`

const Waiting = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  width: min(20rem, 100vw - 2rem);
  min-height: 6rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
`
