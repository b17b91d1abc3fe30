import type { KeyboardEvent, RefObject } from 'react'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { selectOpenPanel, sidebarsClosed } from '../../store/slices/layoutSlice'
import { Spinner } from '../../ui/Spinner'
import { ErrorBoundary } from '../ErrorBoundary'
import { ModalsProvider } from '../modals/ModalsProvider'
import { storeReferrerFromUrl } from '../referrerFromUrl'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { shellPainted, useAfterFirstPaint } from '../useAfterFirstPaint'
import { PageMetadataProvider } from '../../store/usePageMetadata'
import { useIsDesktop } from '../../store/useMediaQuery'
import { NavbarDesktop } from './NavbarDesktop'
import { LEFT_TOGGLE_ID, NavbarMobile, RIGHT_TOGGLE_ID } from './NavbarMobile'
import { SidebarLeft } from './SidebarLeft'
import { afterLoadAndIdle } from '../afterLoadAndIdle'
import { loadSidebarRight } from './sidebarRightCode'

// Off the first page: the right sidebar's widgets (hidden on phones until asked for) and the new-build check load as
// their own chunks, in parallel with the page's chunk, once the shell has painted.
const SidebarRight = lazy(() => loadSidebarRight().then((module) => ({ default: module.SidebarRight })))
// The "cannot reach the chain" banner: its state lives in chainHealth from the start, so mounting it after the first
// paint loses nothing and keeps it off the first page's budget.
const ChainStatusBanner = lazy(() =>
  import(/* webpackChunkName: "chain-status" */ '../../features/networkStatus').then((module) => ({
    default: module.ChainStatusBanner,
  })),
)
// The service worker and the new-build check: nothing a first screen needs (afterLoadAndIdle).
const UpdateBanner = lazy(() =>
  afterLoadAndIdle().then(() =>
    import(/* webpackChunkName: "update-banner" */ '../updates/UpdateBanner').then((module) => ({
      default: module.UpdateBanner,
    })),
  ),
)

/** Honours `ref` on every page the visitor navigates to (startup handles the first URL). */
function useReferrerFromNavigation(): void {
  const dispatch = useAppDispatch()
  const { search } = useLocation()
  const isFirst = useRef(true)
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false
      return
    }
    void dispatch(storeReferrerFromUrl(search))
  }, [dispatch, search])
}

/**
 * After a navigation (not the first page), moves focus to the main content, so keyboard and screen-reader users
 * land on the new page instead of staying in the menu they used. Waits while a mobile sidebar still covers it.
 */
function useFocusMainOnNavigation(pathname: string, main: RefObject<HTMLElement | null>): void {
  const previous = useRef(pathname)
  const isPending = useRef(false)
  useEffect(() => {
    if (previous.current !== pathname) {
      previous.current = pathname
      isPending.current = true
    }
    if (!isPending.current || !main.current || main.current.hidden) return
    isPending.current = false
    main.current.focus({ preventScroll: true })
  })
}

/** The code of the page at a path (routes.tsx): load it (rejects with the chunk error), or ask whether it is in. */
export interface PageCode {
  preload: (pathname: string) => Promise<unknown>
  isLoaded: (pathname: string) => boolean
}

/**
 * False until the code of the page the visitor opened on has loaded, then true for good. A page rendered only then
 * shows without committing a Suspense fallback, which would hold its content back by React's 300 ms retry throttle
 * even when its chunk is already in. A returning visitor's page code is usually in before the first render (index.html
 * ran it from the service worker's cache, src/index.tsx asked for it): that page renders with the shell, in one
 * commit. Otherwise it is asked for once the shell has painted, so the shell's first paint does not wait for it. A
 * failed load also turns it true: the page's error boundary then reports it.
 */
function useFirstPageLoaded(isShellPainted: boolean, pageCode: PageCode): boolean {
  const [isLoaded, setIsLoaded] = useState(() => pageCode.isLoaded(window.location.pathname))
  useEffect(() => {
    if (!isShellPainted || isLoaded) return
    // The URL the visitor opened: a later navigation renders its page through Suspense as usual.
    void pageCode
      .preload(window.location.pathname)
      .catch(() => undefined)
      .then(() => setIsLoaded(true))
  }, [isShellPainted, isLoaded, pageCode])
  return isLoaded
}

/**
 * The page frame (spec §2 Layout): both sidebars beside the content from 1000 px; below that the mobile navbar
 * toggles one sidebar at a time, which then covers the content (kept mounted, hidden; Escape closes it). Every route
 * gets its configured metadata here, render errors stay inside the content area, and a newer build is offered when
 * one is deployed.
 * `pageCode` (routes.tsx) loads the first page's code, which is rendered once it is in.
 */
export function Layout({ pageCode }: { pageCode: PageCode }) {
  const isDesktop = useIsDesktop()
  const openPanel = useAppSelector(selectOpenPanel)
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const isShellPainted = useAfterFirstPaint()
  const isFirstPageLoaded = useFirstPageLoaded(isShellPainted, pageCode)
  useReferrerFromNavigation()
  useFocusMainOnNavigation(pathname, mainRef)

  useEffect(() => {
    dispatch(sidebarsClosed())
    window.scrollTo(0, 0)
  }, [pathname, dispatch])

  // The mobile panels mean nothing on a wide screen; none should be open when the window narrows again.
  useEffect(() => {
    if (isDesktop) dispatch(sidebarsClosed())
  }, [isDesktop, dispatch])

  const closeFromKeyboard = (toggleId: string) => (event: KeyboardEvent) => {
    if (isDesktop || event.key !== 'Escape' || event.defaultPrevented) return
    dispatch(sidebarsClosed())
    document.getElementById(toggleId)?.focus()
  }

  const showLeft = isDesktop || openPanel === 'left'
  const showRight = isDesktop || openPanel === 'right'
  const showMain = isDesktop || openPanel === 'none'
  return (
    <PageMetadataProvider after={shellPainted}>
      <ModalsProvider>
        {showMain && <SkipLink href="#main">Skip to content</SkipLink>}
        {isDesktop ? <NavbarDesktop /> : <NavbarMobile />}
        <ErrorBoundary scope="section" fallback={null}>
          <Suspense fallback={null}>{isShellPainted && <ChainStatusBanner />}</Suspense>
        </ErrorBoundary>
        <Grid $isDesktop={isDesktop}>
          {showLeft && (
            <aside id="sidebar-left" aria-label="Site navigation" onKeyDown={closeFromKeyboard(LEFT_TOGGLE_ID)}>
              <SidebarLeft onNavigate={isDesktop ? undefined : () => dispatch(sidebarsClosed())} />
            </aside>
          )}
          {/* Hidden, never unmounted, under a mobile panel: a half-typed form keeps its values (issue #39). */}
          <Main id="main" ref={mainRef} tabIndex={-1} hidden={!showMain}>
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={pageLoading}>{isFirstPageLoaded ? <Outlet /> : pageLoading}</Suspense>
            </ErrorBoundary>
          </Main>
          {showRight && (
            <aside id="sidebar-right" aria-label="Names and referrals" onKeyDown={closeFromKeyboard(RIGHT_TOGGLE_ID)}>
              <ErrorBoundary scope="section" resetKey={pathname}>
                {/* On a phone the panel was asked for: its frame shows a spinner until its code is in (issue #39). */}
                <Suspense fallback={isDesktop ? null : panelLoading}>
                  {isShellPainted && <SidebarRight isMobile={!isDesktop} />}
                </Suspense>
              </ErrorBoundary>
            </aside>
          )}
        </Grid>
        <ErrorBoundary scope="section" fallback={null}>
          <Suspense fallback={null}>{isShellPainted && <UpdateBanner />}</Suspense>
        </ErrorBoundary>
      </ModalsProvider>
    </PageMetadataProvider>
  )
}

const Grid = styled.div<{ $isDesktop: boolean }>`
  display: grid;
  grid-template-columns: ${({ $isDesktop }) =>
    $isDesktop ? 'minmax(200px, 240px) minmax(0, 1fr) minmax(260px, 320px)' : 'minmax(0, 1fr)'};
  align-items: start;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`

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

const panelLoading = (
  <Loading>
    <Spinner label="Loading names and actions" size={24} />
  </Loading>
)

const pageLoading = (
  <Loading>
    <Spinner label="Loading page" size={24} />
  </Loading>
)

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
    top: ${({ theme }) => theme.space(2)};
  }
`
