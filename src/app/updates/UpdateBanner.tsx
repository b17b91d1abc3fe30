import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import type { ServiceWorkerControl } from '../../serviceWorker/register'
import { startServiceWorker } from '../../serviceWorker/register'
import { Button } from '../../ui/Button'
import { CURRENT_BUILD_ID, watchForNewBuild } from './buildCheck'

/**
 * Offers a reload when a newer build has been deployed (spec §4: the app checks for a newer build on an interval), or
 * when the service worker has a new build's worker waiting (src/serviceWorker). A polite status message with a Reload
 * button, which lets the waiting worker take over before reloading (else the old worker would serve the old build
 * again); 'Later' hides it for this page view. Nothing shows otherwise. This component also starts the service worker:
 * it mounts once, after the shell's first paint.
 */
export function UpdateBanner({ currentBuildId = CURRENT_BUILD_ID }: { currentBuildId?: string }) {
  const [isAvailable, setIsAvailable] = useState(false)
  const [isDismissed, setIsDismissed] = useState(false)
  const [isUpdating, setIsUpdating] = useState(false)
  const serviceWorker = useRef<ServiceWorkerControl | null>(null)
  useEffect(() => watchForNewBuild({ currentBuildId, onNewBuild: () => setIsAvailable(true) }), [currentBuildId])
  useEffect(() => {
    serviceWorker.current ??= startServiceWorker({ onUpdateWaiting: () => setIsAvailable(true) })
  }, [])
  const reload = () => {
    setIsUpdating(true)
    if (serviceWorker.current) void serviceWorker.current.applyUpdate()
    else window.location.reload()
  }
  const isShown = isAvailable && !isDismissed
  return (
    <Region role="status" aria-live="polite">
      {isShown && (
        <Notice>
          <span>A new version of this site is available.</span>
          <Actions>
            <Button variant="ghost" onClick={() => setIsDismissed(true)}>
              Later
            </Button>
            <Button onClick={reload} isLoading={isUpdating}>
              Reload
            </Button>
          </Actions>
        </Notice>
      )}
    </Region>
  )
}

const Region = styled.div`
  position: fixed;
  z-index: 950;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  display: flex;
  justify-content: center;
  pointer-events: none;
`

const Notice = styled.div`
  pointer-events: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow};
`

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`
