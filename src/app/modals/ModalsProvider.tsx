import type { ReactNode } from 'react'
import { Suspense, createContext, lazy, useContext, useMemo, useState } from 'react'

/** The site's dialogs, opened from the navbar menu, the mobile actions and the sidebars. */
export type ModalName = 'changeUsername' | 'settings' | 'referral'

interface ModalsApi {
  open: (name: ModalName) => void
  close: () => void
}

const ModalsContext = createContext<ModalsApi | null>(null)

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

/** Opens and closes the site's dialogs. */
export function useModals(): ModalsApi {
  const api = useContext(ModalsContext)
  if (!api) throw new Error('useModals must be used inside ModalsProvider')
  return api
}
