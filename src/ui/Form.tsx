import styled from 'styled-components'

/**
 * The scaffolding every form shares (issue #40), so a form component only says what it shows. Spacing props are in
 * theme space units (theme.space(n)); all are plain styled elements that take the usual HTML attributes.
 */

/** A form laid out as a column of fields; `$gap` is the space between them (default 4). */
export const Form = styled.form<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
`

/** One field with its hints and problem under it; `$gap` is the space between them (default 2). */
export const Field = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
`

/** An input with its buttons beside it (Max, a token picker): the first child takes the width left. */
export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`

/**
 * Why an input cannot be used as it is, in the danger colour. Its line is reserved even when empty, so a message
 * appearing does not move the form; give it an id and aria-live="polite" for the input's aria-describedby.
 */
export const Problem = styled.p`
  margin: 0;
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`

/** Something the user should weigh before going on (a risky setting, a high price impact), in the warning colour. */
export const Warning = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`

/** A small secondary line: a hint, a balance, what a button will do. */
export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

/** The form's buttons in a row that wraps on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`
