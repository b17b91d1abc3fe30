import type { ReactNode } from 'react'
import type * as Toastify from 'react-toastify'
import type { ToastOptions } from 'react-toastify'
import { REFRESH_POINTS_TOAST_MS } from '../../config/constants'
import { createEmitter } from '../../lib/emitter'

// react-toastify is fetched with the first toast (it queues toasts until its container mounts): a page that shows
// none never downloads it.
let toastify: Promise<typeof Toastify> | null = null
const requested = createEmitter()

const loadToastify = () => {
  if (!toastify) {
    toastify = import(/* webpackChunkName: "toasts" */ 'react-toastify')
    requested.emit()
  }
  return toastify
}

/** True once something asked for react-toastify (a toast was shown): the toast container mounts from then on. */
export const isToastifyRequested = (): boolean => toastify !== null

/** Tells `listener` when react-toastify is first asked for; returns the unsubscribe (useSyncExternalStore shape). */
export function subscribeToastifyRequested(listener: () => void): () => void {
  return requested.subscribe(listener)
}

export type ToastKind = 'info' | 'success' | 'error' | 'warning'

function show(kind: ToastKind, content: ReactNode, options: ToastOptions): void {
  void loadToastify().then(({ toast }) => toast[kind](content, options))
}

/**
 * The app's toasts (spec §4 Toasts): success, error and warning auto-dismiss after the container's 5000 ms; info has
 * no timeout and no icon. Every outcome the user should know about goes through here.
 */
export const notify = {
  info: (content: ReactNode, options: ToastOptions = {}) =>
    show('info', content, { autoClose: false, icon: false, ...options }),
  success: (content: ReactNode, options: ToastOptions = {}) => show('success', content, options),
  error: (content: ReactNode, options: ToastOptions = {}) => show('error', content, options),
  warning: (content: ReactNode, options: ToastOptions = {}) => show('warning', content, options),
  /** Spec §8: 'Refreshing activity points...' (info, 2000 ms). */
  refreshingPoints: () =>
    show('info', 'Refreshing activity points...', { autoClose: REFRESH_POINTS_TOAST_MS, icon: false }),
}

export { loadToastify }
