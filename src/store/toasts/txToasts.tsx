import { useSyncExternalStore } from 'react'
import styled from 'styled-components'
import { createEmitter } from '../../lib/emitter'
import { config } from '../../config'
import type { TxEvent } from '../../services/tx/txEvents'
import { Spinner } from '../../ui/Spinner'
import { notify } from './notify'

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

const confirmId = (id: string) => `confirm-${id}`

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

/** The waiting toast of a transaction, keyed by its hash; a click opens it in the block explorer. */
function showWaiting(hash: string): void {
  notify.info(<TxWaitingToast hash={hash} />, {
    toastId: hash,
    onClick: () => window.open(explorerTxUrl(hash), '_blank', 'noopener,noreferrer'),
  })
}

/**
 * Maps one lifecycle event to toasts (spec §4 Toasts, §8): 'Please confirm the transaction.' → the waiting toast keyed
 * by the hash, whose click opens the explorer (after a speed-up, the replacement's), saying "Checking…" while the read
 * RPC fails → success or failure with an
 * explorer link. A rejection in the wallet only replaces the confirm toast with a short notice, so no stale toast or
 * spinner is left behind.
 */
export function showTxEvent(event: TxEvent): void {
  switch (event.type) {
    case 'awaiting-signature':
      notify.info(CONFIRM_TEXT, { toastId: confirmId(event.id) })
      return
    case 'submitted':
      notify.dismiss(confirmId(event.id))
      showWaiting(event.hash)
      return
    case 'checking':
      setChecking(event.hash, event.isChecking)
      return
    case 'replaced':
      setChecking(event.hash, false)
      notify.dismiss(event.hash)
      showWaiting(event.replacementHash)
      return
    case 'confirmed':
      setChecking(event.hash, false)
      notify.dismiss(event.hash)
      notify.success(<ExplorerLink hash={event.hash}>{event.successMessage}</ExplorerLink>, {
        toastId: `done-${event.hash}`,
      })
      return
    case 'reverted':
    case 'failed':
      notify.dismiss(confirmId(event.id))
      if (event.hash) {
        setChecking(event.hash, false)
        notify.dismiss(event.hash)
      }
      notify.error(event.hash ? <ExplorerLink hash={event.hash}>{event.message}</ExplorerLink> : event.message, {
        toastId: `failed-${event.id}`,
      })
      return
    case 'forgotten':
      setChecking(event.hash, false)
      notify.dismiss(event.hash)
      return
    case 'rejected':
      notify.dismiss(confirmId(event.id))
      notify.warning(event.message, { toastId: `rejected-${event.id}` })
      return
  }
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`
