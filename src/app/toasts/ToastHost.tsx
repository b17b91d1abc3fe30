import { Suspense, lazy, useEffect } from 'react'
import { createPortal } from 'react-dom'
import { TOAST_TIMEOUT_MS } from '../../config/constants'
import { useAfterFirstPaint } from '../useAfterFirstPaint'
import { txEvents } from '../../services/tx/txEvents'
import { loadToastify } from './notify'
import { showTxEvent } from './txToasts'

const ToastContainer = lazy(() => loadToastify().then((module) => ({ default: module.ToastContainer })))

/**
 * Mounted once at the root: the toast container (spec §4 Toasts: top-left, 5000 ms, no progress bar, click does not
 * close), loaded after the first paint, and the transaction lifecycle rendered as toasts. The container lives in
 * document.body, outside #root, so that its links and close buttons stay usable while a modal makes #root inert.
 */
export function ToastHost() {
  const isMounted = useAfterFirstPaint()
  useEffect(() => txEvents.subscribe(showTxEvent), [])
  if (!isMounted) return null
  return createPortal(
    <Suspense fallback={null}>
      <ToastContainer position="top-left" autoClose={TOAST_TIMEOUT_MS} hideProgressBar closeOnClick={false} newestOnTop theme="colored" />
    </Suspense>,
    document.body,
  )
}
