import type { ReactNode } from 'react'
import type { ToastOptions } from 'react-toastify'
import { TOAST_TIMEOUT_MS } from '../../config/constants'
import { loadToastify, type ToastKind } from './notify'

/*
 * Toasts that go through stages under one id (issue #39: one toast per transaction). Apart from notify, which the
 * first page carries, because only the transaction toasts (their own chunk) use it.
 */

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

/** Closes toast `id` and forgets its stages. */
function dismiss(id: string): void {
  latest.delete(id)
  void loadToastify().then(({ toast }) => toast.dismiss(id))
}

/** One toast per id through its stages (`put`), and its `dismiss`. */
export const stagedToast = { put, dismiss }
