import { isValidElement } from 'react'
import type { ReactElement } from 'react'
import { notify } from './notify'
import { act, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { themeFor } from '../../ui/theme'
import {
  CHECKING_TEXT,
  CONFIRM_TEXT,
  TxWaitingToast,
  WAITING_TEXT,
  WaitingToast,
  explorerTxUrl,
  showTxEvent,
} from './txToasts'

jest.mock('./notify', () => ({
  notify: {
    info: jest.fn(),
    success: jest.fn(),
    error: jest.fn(),
    warning: jest.fn(),
    dismiss: jest.fn(),
  },
}))
const mocked = notify as jest.Mocked<typeof notify>

const HASH = `0x${'1'.repeat(64)}`
const NEW_HASH = `0x${'2'.repeat(64)}`

beforeEach(() => jest.clearAllMocks())

/** The text and explorer link of a toast body (a string, or an element whose child is the text). */
function describeBody(body: unknown): { text: string; href?: string } {
  if (typeof body === 'string') return { text: body }
  const element = body as ReactElement<{ hash?: string; text?: string; children?: string }>
  if (element.type === WaitingToast) return { text: element.props.text ?? '' }
  if (element.type === TxWaitingToast) return { text: WAITING_TEXT }
  return { text: element.props.children ?? '', href: element.props.hash && explorerTxUrl(element.props.hash) }
}

describe('transaction toasts (spec §4 Toasts, §8)', () => {
  it("asks to confirm with an info toast 'Please confirm the transaction.'", () => {
    showTxEvent({ type: 'awaiting-signature', id: 't1' })
    expect(mocked.info).toHaveBeenCalledWith(CONFIRM_TEXT, { toastId: 'confirm-t1' })
  })

  it('replaces it by the waiting toast keyed by the hash, whose click opens the explorer', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    showTxEvent({ type: 'submitted', id: 't1', hash: HASH })
    expect(mocked.dismiss).toHaveBeenCalledWith('confirm-t1')
    const [body, options] = mocked.info.mock.calls[0] ?? []
    expect(isValidElement(body) && describeBody(body).text).toBe(WAITING_TEXT)
    expect(options?.toastId).toBe(HASH)
    ;(options?.onClick as () => void)()
    expect(open).toHaveBeenCalledWith(`https://sepolia.basescan.org/tx/${HASH}`, '_blank', 'noopener,noreferrer')
    open.mockRestore()
  })

  it('says "Checking…" in the waiting toast while the read RPC fails, and waits on when it answers (issue #35)', () => {
    // Failing before the toast shows (just after a reload) counts too: the toast reads the state when it renders.
    showTxEvent({ type: 'checking', id: 't1', hash: HASH, isChecking: true })
    showTxEvent({ type: 'submitted', id: 't1', hash: HASH })
    const [body] = mocked.info.mock.calls[0] ?? []
    render(<ThemeProvider theme={themeFor('light')}>{body}</ThemeProvider>)
    expect(screen.getByText(CHECKING_TEXT)).toBeInTheDocument()
    act(() => showTxEvent({ type: 'checking', id: 't1', hash: HASH, isChecking: false }))
    expect(screen.getByText(WAITING_TEXT)).toBeInTheDocument()
    expect(mocked.error).not.toHaveBeenCalled()
  })

  it('a resumed transaction the node does not know loses its waiting toast, with nothing else shown', () => {
    showTxEvent({ type: 'forgotten', id: 'resumed-1', hash: HASH })
    expect(mocked.dismiss).toHaveBeenCalledWith(HASH)
    expect(mocked.error).not.toHaveBeenCalled()
  })

  it('follows a speed-up: the old waiting toast goes, the replacement gets one', () => {
    showTxEvent({ type: 'replaced', id: 't1', hash: HASH, replacementHash: NEW_HASH })
    expect(mocked.dismiss).toHaveBeenCalledWith(HASH)
    expect(mocked.info.mock.calls[0]?.[1]?.toastId).toBe(NEW_HASH)
  })

  it('ends with the success text linking to the explorer', () => {
    showTxEvent({ type: 'confirmed', id: 't1', hash: HASH, successMessage: 'You have successfully minted a name!' })
    expect(mocked.dismiss).toHaveBeenCalledWith(HASH)
    expect(describeBody(mocked.success.mock.calls[0]?.[0])).toEqual({
      text: 'You have successfully minted a name!',
      href: `https://sepolia.basescan.org/tx/${HASH}`,
    })
  })

  it.each(['reverted', 'failed'] as const)('a %s transaction shows its message linking to the explorer', (type) => {
    showTxEvent({ type, id: 't1', hash: HASH, message: 'Transaction has failed.' })
    expect(mocked.dismiss).toHaveBeenCalledWith('confirm-t1')
    expect(mocked.dismiss).toHaveBeenCalledWith(HASH)
    expect(describeBody(mocked.error.mock.calls[0]?.[0])).toEqual({
      text: 'Transaction has failed.',
      href: `https://sepolia.basescan.org/tx/${HASH}`,
    })
  })

  it('a failure before submission closes the confirm toast and shows the plain message', () => {
    showTxEvent({ type: 'failed', id: 't2', message: 'This name is already taken' })
    expect(mocked.dismiss).toHaveBeenCalledWith('confirm-t2')
    expect(mocked.error).toHaveBeenCalledWith('This name is already taken', { toastId: 'failed-t2' })
  })

  it('a rejection leaves no confirm toast behind, only a short notice', () => {
    showTxEvent({ type: 'rejected', id: 't3', message: 'You rejected the request in your wallet.' })
    expect(mocked.dismiss).toHaveBeenCalledWith('confirm-t3')
    expect(mocked.warning).toHaveBeenCalledWith('You rejected the request in your wallet.', { toastId: 'rejected-t3' })
    expect(mocked.info).not.toHaveBeenCalled()
  })
})
