import type { ReactNode } from 'react'
import type * as Toastify from 'react-toastify'
import type { ToastOptions } from 'react-toastify'
import { REFRESH_POINTS_TOAST_MS, TOAST_TIMEOUT_MS } from '../../config/constants'
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

interface ToastState {
  kind: ToastKind
  content: ReactNode
  options: ToastOptions
}

/** The latest state asked for each toast shown with `put`, until it closes. */
const latest = new Map<string, ToastState>()

/**
 * Every option a kind sets, stated in full: `toast.update` merges the new options over the toast's current ones, so
 * an option left out would keep the earlier stage's value (an info's `autoClose: false` would never close a success).
 */
const optionsOf = (kind: ToastKind, options: ToastOptions): ToastOptions => ({
  autoClose: kind === 'info' ? false : TOAST_TIMEOUT_MS,
  icon: kind === 'info' ? false : undefined,
  onClick: undefined,
  ...options,
  type: kind,
})

/** Brings toast `id` to its latest state once it is on screen, when a later stage came while it was queued. */
function catchUp(id: string, shown: ToastState): void {
  const state = latest.get(id)
  if (!state || state === shown) return
  void loadToastify().then(({ toast }) => toast.update(id, { ...state.options, render: state.content }))
}

/**
 * Shows toast `id`, or turns the toast already shown under `id` into `kind` with `content` in place (`toast.update`),
 * so one thing (a transaction) keeps one toast through its stages. A stage asked for while the toast is still queued
 * (react-toastify loading, its container not mounted yet) is applied as soon as it shows; of stages asked for before
 * the library has loaded, only the last is shown.
 */
function put(id: string, kind: ToastKind, content: ReactNode, options: ToastOptions = {}): void {
  const state: ToastState = { kind, content, options: optionsOf(kind, options) }
  latest.set(id, state)
  void loadToastify().then(({ toast }) => {
    if (latest.get(id) !== state) return
    if (toast.isActive(id)) {
      toast.update(id, { ...state.options, render: content })
      return
    }
    toast(content, {
      ...state.options,
      toastId: id,
      onOpen: () => catchUp(id, state),
      onClose: () => latest.delete(id),
    })
  })
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
  put,
  dismiss: (id: string) => {
    latest.delete(id)
    void loadToastify().then(({ toast }) => toast.dismiss(id))
  },
}

export { loadToastify }
