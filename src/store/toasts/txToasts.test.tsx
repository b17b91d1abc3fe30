import { isValidElement } from 'react'
import type { ReactElement } from 'react'
import { stagedToast } from './stagedToast'
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

jest.mock('./stagedToast', () => ({ stagedToast: { put: jest.fn(), dismiss: jest.fn() } }))
const mocked = stagedToast as jest.Mocked<typeof stagedToast>

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

/** Every toast stage shown, as [toast id, kind, text, explorer link]. */
const stagesShown = () =>
  mocked.put.mock.calls.map(([id, kind, body]) => {
    const { text, href } = describeBody(body)
    return [id, kind, text, href]
  })

describe('transaction toasts (spec §4 Toasts, §8; issue #39: one toast per transaction)', () => {
  it('one toast, updated in place: confirm → waiting → success, never a second toast', () => {
    showTxEvent({ type: 'awaiting-signature', id: 't1' })
    showTxEvent({ type: 'submitted', id: 't1', hash: HASH })
    showTxEvent({ type: 'confirmed', id: 't1', hash: HASH, successMessage: 'You have successfully minted a name!' })
    expect(stagesShown()).toEqual([
      ['tx-t1', 'info', CONFIRM_TEXT, undefined],
      ['tx-t1', 'info', WAITING_TEXT, undefined],
      ['tx-t1', 'success', 'You have successfully minted a name!', `https://sepolia.basescan.org/tx/${HASH}`],
    ])
    expect(mocked.dismiss).not.toHaveBeenCalled()
  })

  it("the waiting stage's click opens the explorer; the outcome drops that click (its text is the link)", () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    showTxEvent({ type: 'submitted', id: 't1', hash: HASH })
    const [, , body, options] = mocked.put.mock.calls[0] ?? []
    expect(isValidElement(body) && describeBody(body).text).toBe(WAITING_TEXT)
    ;(options?.onClick as () => void)()
    expect(open).toHaveBeenCalledWith(`https://sepolia.basescan.org/tx/${HASH}`, '_blank', 'noopener,noreferrer')
    open.mockRestore()
    showTxEvent({ type: 'confirmed', id: 't1', hash: HASH, successMessage: 'Done' })
    expect(mocked.put.mock.calls[1]?.[3]?.onClick).toBeUndefined()
  })

  it('says "Checking…" in the waiting toast while the read RPC fails, and waits on when it answers (issue #35)', () => {
    // Failing before the toast shows (just after a reload) counts too: the toast reads the state when it renders.
    showTxEvent({ type: 'checking', id: 't1', hash: HASH, isChecking: true })
    showTxEvent({ type: 'submitted', id: 't1', hash: HASH })
    const [, , body] = mocked.put.mock.calls[0] ?? []
    render(<ThemeProvider theme={themeFor('light')}>{body}</ThemeProvider>)
    expect(screen.getByText(CHECKING_TEXT)).toBeInTheDocument()
    act(() => showTxEvent({ type: 'checking', id: 't1', hash: HASH, isChecking: false }))
    expect(screen.getByText(WAITING_TEXT)).toBeInTheDocument()
    expect(mocked.put).toHaveBeenCalledTimes(1)
  })

  it('a resumed transaction the node does not know loses its waiting toast, with nothing else shown', () => {
    showTxEvent({ type: 'forgotten', id: 'resumed-1', hash: HASH })
    expect(mocked.dismiss).toHaveBeenCalledWith('tx-resumed-1')
    expect(mocked.put).not.toHaveBeenCalled()
  })

  it("follows a speed-up in the same toast: it now waits for (and links to) the replacement's hash", () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null)
    showTxEvent({ type: 'replaced', id: 't1', hash: HASH, replacementHash: NEW_HASH })
    const [id, kind, , options] = mocked.put.mock.calls[0] ?? []
    expect([id, kind]).toEqual(['tx-t1', 'info'])
    ;(options?.onClick as () => void)()
    expect(open).toHaveBeenCalledWith(`https://sepolia.basescan.org/tx/${NEW_HASH}`, '_blank', 'noopener,noreferrer')
    open.mockRestore()
  })

  it.each(['reverted', 'failed'] as const)('a %s transaction ends its toast with the message, linked', (type) => {
    showTxEvent({ type, id: 't1', hash: HASH, message: 'Transaction has failed.' })
    expect(stagesShown()).toEqual([
      ['tx-t1', 'error', 'Transaction has failed.', `https://sepolia.basescan.org/tx/${HASH}`],
    ])
  })

  it('a failure before submission turns the confirm toast into the plain message', () => {
    showTxEvent({ type: 'awaiting-signature', id: 't2' })
    showTxEvent({ type: 'failed', id: 't2', message: 'This name is already taken' })
    expect(stagesShown()).toEqual([
      ['tx-t2', 'info', CONFIRM_TEXT, undefined],
      ['tx-t2', 'error', 'This name is already taken', undefined],
    ])
  })

  it('a rejection turns the confirm toast into a short notice', () => {
    showTxEvent({ type: 'awaiting-signature', id: 't3' })
    showTxEvent({ type: 'rejected', id: 't3', message: 'You rejected the request in your wallet.' })
    expect(stagesShown()).toEqual([
      ['tx-t3', 'info', CONFIRM_TEXT, undefined],
      ['tx-t3', 'warning', 'You rejected the request in your wallet.', undefined],
    ])
  })

  it('an inline transaction (a chat post, issue #38) toasts its outcome only', () => {
    showTxEvent({ type: 'awaiting-signature', id: 't4', isInline: true })
    showTxEvent({ type: 'submitted', id: 't4', hash: HASH })
    showTxEvent({ type: 'checking', id: 't4', hash: HASH, isChecking: true })
    showTxEvent({ type: 'replaced', id: 't4', hash: HASH, replacementHash: NEW_HASH })
    showTxEvent({ type: 'confirmed', id: 't4', hash: NEW_HASH, successMessage: 'Your message has been posted!' })
    expect(stagesShown()).toEqual([
      ['tx-t4', 'success', 'Your message has been posted!', `https://sepolia.basescan.org/tx/${NEW_HASH}`],
    ])
  })
})
