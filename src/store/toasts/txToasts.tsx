import { useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { createEmitter } from '../../lib/emitter'
import { config } from '../../config'
import type { TxEvent } from '../../services/tx/txEvents'
import { Spinner } from '../../ui/Spinner'
import { stagedToast } from './stagedToast'

export const CONFIRM_TEXT = 'Please confirm the transaction.'
export const WAITING_TEXT =
  'Please wait for your transaction to confirm. Click on this notification to see transaction in the block explorer.'

/** The block explorer page of a transaction. */
export const explorerTxUrl = (hash: string) => `${config.chain.blockExplorerBaseUrl}/tx/${hash}`

/** Spec §2 Modals, Waiting toast: a spinner with caller-supplied text. */
export function WaitingToast({ text }: { text: string }) {
  return (
    <Row>
      <Spinner />
      <span>{text}</span>
    </Row>
  )
}

function ExplorerLink({ hash, children }: { hash: string; children: string }) {
  return (
    <a href={explorerTxUrl(hash)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** The waiting toast while the read RPC fails (issue #35): the transaction is still pending, and is looked for. */
export const CHECKING_TEXT =
  'Checking… The network is not answering right now. Your transaction is still pending; we keep looking.'

/** The one toast of transaction `id` (its runner's id), updated in place through its stages. */
export const txToastId = (id: string) => `tx-${id}`

/** Transactions whose caller shows the stages itself (a chat post's bubble): only their outcome is toasted. */
const inlineIds = new Set<string>()

/** Hashes of the waited-for transactions whose last look at the read RPC failed (issue #35). */
const checkingHashes = new Set<string>()
const checkingChanged = createEmitter()

function setChecking(hash: string, isChecking: boolean): void {
  if (isChecking === checkingHashes.has(hash)) return
  if (isChecking) checkingHashes.add(hash)
  else checkingHashes.delete(hash)
  checkingChanged.emit()
}

/**
 * The waiting toast's body for transaction `hash`: WAITING_TEXT, or CHECKING_TEXT while the read RPC fails. It reads
 * the state itself, so a toast still queued when the RPC fails (just after a reload) shows it too.
 */
export function TxWaitingToast({ hash }: { hash: string }) {
  const isChecking = useSyncExternalStore(checkingChanged.subscribe, () => checkingHashes.has(hash))
  return <WaitingToast text={isChecking ? CHECKING_TEXT : WAITING_TEXT} />
}

/** Transaction `id`'s toast turns into the waiting toast of `hash`, whose click opens it in the block explorer. */
function showWaiting(id: string, hash: string): void {
  if (inlineIds.has(id)) return
  stagedToast.put(txToastId(id), 'info', <TxWaitingToast hash={hash} />, {
    onClick: () => window.open(explorerTxUrl(hash), '_blank', 'noopener,noreferrer'),
  })
}

/** Transaction `id`'s toast turns into its outcome: a success, an error or a warning (a rejection). */
function showOutcome(id: string, kind: 'success' | 'error' | 'warning', content: ReactNode): void {
  inlineIds.delete(id)
  stagedToast.put(txToastId(id), kind, content)
}

/**
 * Maps one lifecycle event to the transaction's one toast (spec §4 Toasts, §8; issue #39), updated in place:
 * 'Please confirm the transaction.' → the waiting toast, whose click opens the explorer (after a speed-up, the
 * replacement's), saying "Checking…" while the read RPC fails → success or failure with an explorer link, or a short
 * notice after a rejection in the wallet. The outcome replaces the waiting text, so no stale spinner is left behind.
 * A transaction announced `isInline` shows its outcome only.
 */
export function showTxEvent(event: TxEvent): void {
  switch (event.type) {
    case 'awaiting-signature':
      if (event.isInline) inlineIds.add(event.id)
      else stagedToast.put(txToastId(event.id), 'info', CONFIRM_TEXT)
      return
    case 'submitted':
      showWaiting(event.id, event.hash)
      return
    case 'checking':
      setChecking(event.hash, event.isChecking)
      return
    case 'replaced':
      setChecking(event.hash, false)
      showWaiting(event.id, event.replacementHash)
      return
    case 'confirmed':
      setChecking(event.hash, false)
      showOutcome(event.id, 'success', <ExplorerLink hash={event.hash}>{event.successMessage}</ExplorerLink>)
      return
    case 'reverted':
    case 'failed':
      if (event.hash) setChecking(event.hash, false)
      showOutcome(
        event.id,
        'error',
        event.hash ? <ExplorerLink hash={event.hash}>{event.message}</ExplorerLink> : event.message,
      )
      return
    case 'forgotten':
      setChecking(event.hash, false)
      inlineIds.delete(event.id)
      stagedToast.dismiss(txToastId(event.id))
      return
    case 'rejected':
      showOutcome(event.id, 'warning', event.message)
      return
  }
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`
