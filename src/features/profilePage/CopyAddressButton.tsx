import { useState } from 'react'
import styled from 'styled-components'
import { notify } from '../../store/toasts/notify'
import { logger } from '../../services/logger'

export const ADDRESS_COPIED_MESSAGE = 'Address copied to your clipboard!'

/** A small icon button that copies an address; the icon turns into a check once copied. */
export function CopyAddressButton({ address }: { address: string }) {
  const [isCopied, setIsCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setIsCopied(true)
      notify.success(ADDRESS_COPIED_MESSAGE)
    } catch (error) {
      logger.warn('Clipboard write failed', error)
      notify.error('Could not copy: select the address and copy it by hand.')
    }
  }
  return (
    <IconButton
      type="button"
      onClick={() => void copy()}
      aria-label={isCopied ? 'Address copied' : 'Copy address'}
      title="Copy address"
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {isCopied ? (
          <path d="M5 12.5 10 17 19 7" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h10" />
          </>
        )}
      </svg>
    </IconButton>
  )
}

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`
