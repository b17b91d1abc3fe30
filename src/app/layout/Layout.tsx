import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useStore } from 'react-redux'
import styled from 'styled-components'
import { selectOpenPanel, sidebarsClosed } from '../../features/layout/layoutSlice'
import { Spinner } from '../../ui/Spinner'
import { ErrorBoundary } from '../ErrorBoundary'
import { ModalsProvider } from '../modals/ModalsProvider'
import { storeReferrerFromUrl } from '../startup'
import type { AppStore } from '../store'
import { useAppDispatch, useAppSelector } from '../store'
import { useIsDesktop } from '../useMediaQuery'
import { NavbarDesktop } from './NavbarDesktop'
import { NavbarMobile } from './NavbarMobile'
import { SidebarLeft } from './SidebarLeft'
import { SidebarRight } from './SidebarRight'

/** Honours `ref` on every page the visitor navigates to (startup handles the first URL). */
function useReferrerFromNavigation(): void {
  const store = useStore() as AppStore
  const { search } = useLocation()
  const isFirst = useRef(true)
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false
      return
    }
    void storeReferrerFromUrl(store, search)
  }, [store, search])
}

/**
 * The page frame (spec §2 Layout): both sidebars beside the content from 1000 px; below that the mobile navbar
 * toggles one sidebar at a time, which then replaces the content.
 */
export function Layout() {
  const isDesktop = useIsDesktop()
  const openPanel = useAppSelector(selectOpenPanel)
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  useReferrerFromNavigation()

  useEffect(() => {
    dispatch(sidebarsClosed())
    window.scrollTo(0, 0)
  }, [pathname, dispatch])

  const showLeft = isDesktop || openPanel === 'left'
  const showRight = isDesktop || openPanel === 'right'
  const showMain = isDesktop || openPanel === 'none'
  return (
    <ModalsProvider>
      <SkipLink href="#main">Skip to content</SkipLink>
      {isDesktop ? <NavbarDesktop /> : <NavbarMobile />}
      <Grid $isDesktop={isDesktop}>
        {showLeft && (
          <Aside id="sidebar-left" aria-label="Site navigation">
            <SidebarLeft onNavigate={isDesktop ? undefined : () => dispatch(sidebarsClosed())} />
          </Aside>
        )}
        {showMain && (
          <Main id="main" tabIndex={-1}>
            <ErrorBoundary resetKey={pathname}>
              <Suspense
                fallback={
                  <Loading>
                    <Spinner label="Loading page" size={24} />
                  </Loading>
                }
              >
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Main>
        )}
        {showRight && (
          <Aside id="sidebar-right" aria-label="Names and referrals">
            <SidebarRight isMobile={!isDesktop} />
          </Aside>
        )}
      </Grid>
    </ModalsProvider>
  )
}

const Grid = styled.div<{ $isDesktop: boolean }>`
  display: grid;
  grid-template-columns: ${({ $isDesktop }) => ($isDesktop ? '240px minmax(0, 1fr) 320px' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space(5)};
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`

const Aside = styled.aside``

const Main = styled.main`
  min-width: 0;
  &:focus {
    outline: none;
  }
`

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)};
`

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 2000;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:focus {
    left: ${({ theme }) => theme.space(2)};
  }
`
