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

/** Holds which dialog is open (one at a time) and renders it. */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ModalName | null>(null)
  const api = useMemo<ModalsApi>(() => ({ open: setActive, close: () => setActive(null) }), [])
  const Dialog = active ? dialogs[active] : null
  return (
    <ModalsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>{Dialog && <Dialog onClose={api.close} />}</Suspense>
    </ModalsContext.Provider>
  )
}
