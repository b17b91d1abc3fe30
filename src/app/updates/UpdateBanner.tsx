import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../ui/Button'
import { CURRENT_BUILD_ID, watchForNewBuild } from './buildCheck'

/**
 * Offers a reload when a newer build has been deployed (spec §4: the app checks for a newer build on an interval).
 * A polite status message with a Reload button; 'Later' hides it for this page view. Nothing shows otherwise.
 */
export function UpdateBanner({ currentBuildId = CURRENT_BUILD_ID }: { currentBuildId?: string }) {
  const [isAvailable, setIsAvailable] = useState(false)
  const [isDismissed, setIsDismissed] = useState(false)
  useEffect(() => watchForNewBuild({ currentBuildId, onNewBuild: () => setIsAvailable(true) }), [currentBuildId])
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
            <Button onClick={() => window.location.reload()}>Reload</Button>
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
