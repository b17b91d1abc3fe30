import styled from 'styled-components'
import type { TokenDescriptor } from '../../config/tokens'

/** The token to send, as a row of radio buttons (keyboard: arrows move between them). */
export function TokenPicker({
  tokens,
  selected,
  onSelect,
}: {
  tokens: TokenDescriptor[]
  selected: TokenDescriptor
  onSelect: (token: TokenDescriptor) => void
}) {
  return (
    <Fieldset>
      <Legend>Token</Legend>
      <Options>
        {tokens.map((token) => {
          const id = `send-token-${token.symbol.toLowerCase()}`
          const isSelected = token.address === selected.address
          return (
            <Option key={token.address} $isSelected={isSelected}>
              <input
                type="radio"
                id={id}
                name="send-token"
                value={token.address}
                checked={isSelected}
                onChange={() => onSelect(token)}
              />
              <label htmlFor={id}>
                {token.image && <img src={token.image} alt="" width={20} height={20} />}
                <strong>{token.symbol}</strong>
                <small>{token.name}</small>
              </label>
            </Option>
          )
        })}
      </Options>
    </Fieldset>
  )
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`

const Option = styled.div<{ $isSelected: boolean }>`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 1px solid ${({ theme, $isSelected }) => ($isSelected ? theme.colors.primary : theme.colors.border)};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme, $isSelected }) => ($isSelected ? theme.colors.surfaceRaised : 'transparent')};
    cursor: pointer;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
