import type { ReactNode } from 'react'
import { Suspense, lazy, useMemo, useState } from 'react'
import type { ModalName, ModalsApi } from '../../store/modals'
import { ModalsContext } from '../../store/modals'

// Each dialog is its own chunk: none is needed for the first paint.
const dialogs: Record<ModalName, React.LazyExoticComponent<React.ComponentType<{ onClose: () => void }>>> = {
  changeUsername: lazy(
    () => import(/* webpackChunkName: "modal-username" */ '../../features/names/ChangeUsernameModal'),
  ),
  settings: lazy(() => import(/* webpackChunkName: "modal-settings" */ '../../features/settings/SiteSettingsModal')),
  referral: lazy(() => import(/* webpackChunkName: "modal-referral" */ '../../features/referral/ReferralModal')),
}

/** Holds which dialog is open (one at a time: a named one, or one a feature shows) and renders it. */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ModalName | { dialog: ReactNode } | null>(null)
  const api = useMemo<ModalsApi>(
    () => ({ open: setOpen, close: () => setOpen(null), show: (dialog) => setOpen({ dialog }) }),
    [],
  )
  const Dialog = typeof open === 'string' ? dialogs[open] : null
  return (
    <ModalsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {Dialog && <Dialog onClose={api.close} />}
        {typeof open === 'object' && open?.dialog}
      </Suspense>
    </ModalsContext.Provider>
  )
}
