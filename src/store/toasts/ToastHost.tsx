import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { TOAST_TIMEOUT_MS } from '../../config/constants'
import { txEvents } from '../../services/tx/txEvents'
import { isToastifyRequested, loadToastify, subscribeToastifyRequested } from './notify'
import type { TxEvent } from '../../services/tx/txEvents'
import type * as TxToastsModule from './txToasts'
import type { ToastContainerProps } from 'react-toastify'

/**
 * The transaction toasts' code loads with the first transaction event (a reader never sends one). Events keep their
 * order: every one waits on the same module promise, whose callbacks run in the order they were attached.
 */
let txToasts: Promise<typeof TxToastsModule> | null = null
function showTxEvent(event: TxEvent): void {
  txToasts ??= import(/* webpackChunkName: "tx-toasts" */ './txToasts')
  txToasts
    .then((module) => module.showTxEvent(event))
    .catch(() => {
      // The chunk did not arrive (offline, a new deploy): try again with the next event.
      txToasts = null
    })
}

// The container and its styles, in the toasts' chunk.
const ToastContainer = lazy(async () => {
  const [{ ToastContainer: Container }, { ToastStyle }] = await Promise.all([
    loadToastify(),
    import(/* webpackChunkName: "toasts" */ '../../ui/ToastStyle'),
  ])
  return {
    default: (props: ToastContainerProps) => (
      <>
        <ToastStyle />
        <Container {...props} />
      </>
    ),
  }
})

/**
 * Mounted once at the root: the toast container (spec §4 Toasts: top-left, 5000 ms, no progress bar, click does not
 * close) and the transaction lifecycle rendered as toasts. The container and its code load with the first toast
 * (react-toastify holds that toast until the container mounts), so a visit without toasts never fetches them. It
 * lives in document.body, outside #root, so that its links and close buttons stay usable while a modal makes #root
 * inert.
 */
export function ToastHost() {
  const isRequested = useSyncExternalStore(subscribeToastifyRequested, isToastifyRequested)
  useEffect(() => txEvents.subscribe(showTxEvent), [])
  if (!isRequested) return null
  return createPortal(
    <Suspense fallback={null}>
      <ToastContainer
        position="top-left"
        autoClose={TOAST_TIMEOUT_MS}
        hideProgressBar
        closeOnClick={false}
        newestOnTop
        theme="colored"
      />
    </Suspense>,
    document.body,
  )
}
