import { useState } from 'react'
import styled from 'styled-components'
import type { SwapToken } from '../../config/tokens'
import { isHexAddress } from '../../lib/guards'
import { useWalletSession } from '../../store/useWalletSession'
import { Modal } from '../../ui/Modal'
import { Spinner } from '../../ui/Spinner'
import { TextInput } from '../../ui/TextInput'
import { NOT_A_TOKEN_MESSAGE, useGetTokenInfoQuery } from './swapApi'
import { TokenLogo } from './TokenLogo'
import { TokenOption } from './TokenOption'
import { UnlistedWarning } from './UnlistedWarning'

export const NOT_LISTED_LABEL = 'not on the list'

const matches = (token: SwapToken, filter: string) => {
  const f = filter.trim().toLowerCase()
  if (!f) return true
  return (
    token.symbol.toLowerCase().includes(f) || token.name.toLowerCase().includes(f) || token.address.toLowerCase() === f
  )
}

/**
 * One side's token picker (issues #13, #39): a button showing the chosen token, opening a dialog with a filter over
 * the listed tokens, each with its logo and the user's balance. A pasted ERC-20 address that is not listed is read
 * on chain (symbol, decimals) and offered, marked 'not on the list'; choosing it first shows a warning the user must
 * acknowledge. An address with no token behind it says so.
 */
export function TokenSelect({
  side,
  selected,
  tokens,
  onSelect,
}: {
  /** 'From' or 'To': names the button and the dialog. */
  side: 'From' | 'To'
  selected: SwapToken
  tokens: SwapToken[]
  onSelect: (token: SwapToken) => void
}) {
  const { address } = useWalletSession()
  const [isOpen, setIsOpen] = useState(false)
  const [filter, setFilter] = useState('')
  const [unlisted, setUnlisted] = useState<SwapToken | null>(null)
  const trimmed = filter.trim()
  const listed = tokens.filter((token) => matches(token, trimmed))
  const isNewAddress = isHexAddress(trimmed) && listed.length === 0
  const lookup = useGetTokenInfoQuery(trimmed, { skip: !isNewAddress })
  const found: SwapToken | null =
    isNewAddress && lookup.currentData ? { ...lookup.currentData, image: '', isListed: false } : null

  const close = () => {
    setIsOpen(false)
    setFilter('')
    setUnlisted(null)
  }
  const choose = (token: SwapToken) => {
    onSelect(token)
    close()
  }
  // A token already in the list was acknowledged when it was first chosen; a newly pasted one asks first.
  const pick = (token: SwapToken) => (token === found ? setUnlisted(token) : choose(token))

  return (
    <>
      <Opener
        type="button"
        aria-label={`${side} token: ${selected.symbol}`}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <TokenLogo token={selected} size={20} />
        <strong>{selected.symbol}</strong>
        <span aria-hidden="true">▾</span>
      </Opener>
      <Modal isOpen={isOpen} title={`Select the token to swap ${side === 'From' ? 'from' : 'to'}`} onClose={close}>
        {unlisted ? (
          <UnlistedWarning token={unlisted} onAccept={() => choose(unlisted)} onBack={() => setUnlisted(null)} />
        ) : (
          <>
            <TextInput
              label="Search by symbol or name, or paste a token address"
              id={`swap-token-filter-${side.toLowerCase()}`}
              value={filter}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setFilter(event.target.value)}
            />
            <List aria-label="Tokens">
              {[...listed, ...(found ? [found] : [])].map((token) => (
                <li key={token.address}>
                  <TokenOption
                    token={token}
                    address={address}
                    isSelected={token.address === selected.address}
                    onPick={() => pick(token)}
                    badge={!token.isListed && NOT_LISTED_LABEL}
                  />
                </li>
              ))}
            </List>
            <Status aria-live="polite">
              {isNewAddress && lookup.isFetching ? (
                <>
                  <Spinner /> Reading the token…
                </>
              ) : isNewAddress && lookup.isError ? (
                NOT_A_TOKEN_MESSAGE
              ) : listed.length === 0 && !found && trimmed ? (
                'No listed token matches. Paste a token address to use one that is not listed.'
              ) : (
                ''
              )}
            </Status>
          </>
        )}
      </Modal>
    </>
  )
}

const Opener = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 1.25em;
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
