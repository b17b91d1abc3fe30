import type { ReactNode } from 'react'
import { createContext, useContext } from 'react'

/** The site's dialogs, opened from the navbar menu, the mobile actions and the sidebars. */
export type ModalName = 'changeUsername' | 'settings' | 'referral'

/** Opens one dialog at a time, or closes the open one. */
export interface ModalsApi {
  open: (name: ModalName) => void
  close: () => void
  /**
   * Shows `dialog` (a Modal whose onClose calls `close`) in the shell, in place of any open one. The shell holds it,
   * not the control that opened it: a message in the virtual feed can be unmounted (scrolled out, the list swapped
   * in) while its question is open, and the question must stay.
   */
  show: (dialog: ReactNode) => void
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
