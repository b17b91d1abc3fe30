import type { ReactNode } from 'react'
import { createContext, useContext } from 'react'

/** The site's dialogs, opened from the navbar menu, the mobile actions and the sidebars. */
export type ModalName = 'changeUsername' | 'settings' | 'referral'

/** A question asked before an action that is not lightly taken back: delete, restore, suspend, pause. */
export interface ConfirmRequest {
  /** The dialog's title, e.g. 'Suspend this author?'. */
  title: string
  /** What the action does, in a sentence or two. */
  body: ReactNode
  /** The confirm button's text, e.g. 'Suspend'. */
  confirmLabel: string
  variant: 'primary' | 'danger'
  /** Runs once the user confirms, after the dialog has closed. */
  onConfirm: () => void
}

/** Opens one dialog at a time, or closes the open one. */
export interface ModalsApi {
  open: (name: ModalName) => void
  close: () => void
  /**
   * Asks `request`'s question in a dialog held by the shell, not by the control that asked: a message in the
   * virtual feed can be unmounted (scrolled out, the list swapped in) while its question is open, and the dialog
   * must stay.
   */
  confirm: (request: ConfirmRequest) => void
}

/**
 * Where the composition root's ModalsProvider (src/app/modals) publishes the dialogs API; features reach it through
 * useModals, so they never import the shell.
 */
export const ModalsContext = createContext<ModalsApi | null>(null)

/** Opens and closes the site's dialogs; throws outside the app's ModalsProvider. */
export function useModals(): ModalsApi {
  const api = useContext(ModalsContext)
  if (!api) throw new Error('useModals must be used inside ModalsProvider')
  return api
}
