import styled from 'styled-components'
import { config } from '../../config'

/**
 * The composer's '@' suggestions (issue #16): a listbox under the text whose options are names the app has seen;
 * `id` is the listbox's, each option's is `${id}-${index}` (the textarea's aria-activedescendant). Choosing with the
 * pointer keeps the focus, and the caret, in the text.
 */
export function MentionSuggestions({
  id,
  names,
  activeIndex,
  onChoose,
}: {
  id: string
  names: readonly string[]
  activeIndex: number
  onChoose: (name: string) => void
}) {
  return (
    <Suggestions id={id} role="listbox" aria-label="Mention suggestions">
      {names.map((name, index) => (
        <Suggestion
          key={name}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          onMouseDown={(event) => {
            event.preventDefault()
            onChoose(name)
          }}
        >
          @{name}
          {config.tldName}
        </Suggestion>
      ))}
    </Suggestions>
  )
}

const Suggestions = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

const Suggestion = styled.li`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`
