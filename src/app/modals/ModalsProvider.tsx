import type { ReactNode } from 'react'
import { Suspense, lazy, useMemo, useState } from 'react'
import type { ConfirmRequest, ModalName, ModalsApi } from '../../store/modals'
import { ModalsContext } from '../../store/modals'

// Each dialog is its own chunk: none is needed for the first paint.
const dialogs: Record<ModalName, React.LazyExoticComponent<React.ComponentType<{ onClose: () => void }>>> = {
  changeUsername: lazy(
    () => import(/* webpackChunkName: "modal-username" */ '../../features/names/ChangeUsernameModal'),
  ),
  settings: lazy(() => import(/* webpackChunkName: "modal-settings" */ '../../features/settings/SiteSettingsModal')),
  referral: lazy(() => import(/* webpackChunkName: "modal-referral" */ '../../features/referral/ReferralModal')),
}

const ConfirmDialog = lazy(() => import(/* webpackChunkName: "modal-confirm" */ './ConfirmDialog'))

type Open = { kind: 'named'; name: ModalName } | { kind: 'confirm'; request: ConfirmRequest }

/** Holds which dialog is open (one at a time: a named one or a confirmation) and renders it. */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null)
  const api = useMemo<ModalsApi>(
    () => ({
      open: (name) => setOpen({ kind: 'named', name }),
      close: () => setOpen(null),
      confirm: (request) => setOpen({ kind: 'confirm', request }),
    }),
    [],
  )
  const Dialog = open?.kind === 'named' ? dialogs[open.name] : null
  return (
    <ModalsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {Dialog && <Dialog onClose={api.close} />}
        {open?.kind === 'confirm' && <ConfirmDialog request={open.request} onClose={api.close} />}
      </Suspense>
    </ModalsContext.Provider>
  )
}
