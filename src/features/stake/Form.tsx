import styled from 'styled-components'

/** A form submit handler that never reloads the page and runs `action` detached (its errors are its own state). */
export const submitWith =
  (action: () => Promise<unknown>) =>
  (event: { preventDefault(): void }): void => {
    event.preventDefault()
    void action()
  }

/** The column layout of the stake and airdrop forms. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`
