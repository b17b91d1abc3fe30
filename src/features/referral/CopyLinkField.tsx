import { useState } from 'react'
import styled from 'styled-components'
import { notify } from '../../store/toasts/notify'
import { logger } from '../../services/logger'
import { VisuallyHidden } from '../../ui/VisuallyHidden'

export const COPIED_MESSAGE = 'Referral link copied to your clipboard!'

/** A read-only link field with a copy button; a check icon shows after copying (spec §2 Referral dialog). */
export function CopyLinkField({ link, id }: { link: string; id: string }) {
  const [isCopied, setIsCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setIsCopied(true)
      notify.success(COPIED_MESSAGE)
    } catch (error) {
      logger.warn('Clipboard write failed', error)
      notify.error('Could not copy: select the link and copy it by hand.')
    }
  }
  return (
    <Row>
      <label htmlFor={id}>
        <VisuallyHidden>Your referral link</VisuallyHidden>
      </label>
      <Field id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton type="button" onClick={() => void copy()} aria-label={isCopied ? 'Copied' : 'Copy referral link'}>
        {isCopied ? <CheckIcon /> : <CopyIcon />}
      </CopyButton>
    </Row>
  )
}

function CopyIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  )
}

function CheckIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      data-testid="copied-check"
    >
      <path d="M5 12.5 10 17 19 7" />
    </svg>
  )
}

const Row = styled.div`
  display: flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`

const Field = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.bg};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`

const CopyButton = styled.button`
  width: 44px;
  border: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  font-size: 1.1rem;
`
