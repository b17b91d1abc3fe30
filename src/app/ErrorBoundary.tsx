import { Code } from '../ui/Code'
import type { ErrorInfo, ReactNode } from 'react'
import { Component, Suspense, lazy, useEffect } from 'react'
import styled from 'styled-components'
import { config } from '../config'
import { logger } from '../services/logger'
import { Button } from '../ui/Button'
import { Card } from '../ui/Card'
import { Spinner } from '../ui/Spinner'
import { isCrawler } from '../lib/crawler'
import { isChunkLoadError, reloadAfterChunkError } from './updates/chunkReload'
import { usePageMetadata } from '../store/usePageMetadata'

export const SERVER_ERROR_TITLE = 'Internal Server Error'

// Only crawlers ever see it: kept off the first page.
const CrawlerSummary = lazy(() =>
  import(/* webpackChunkName: "crawler-summary" */ '../features/layout/CrawlerSummary').then((module) => ({
    default: module.CrawlerSummary,
  })),
)

interface Props {
  children: ReactNode
  /** The boundary resets when this changes (the route path), so leaving a broken page recovers. */
  resetKey?: string
  /**
   * 'page': the content area (a 500 page with its title); 'section': one part of the page, such as a sidebar (a short
   * notice, the page keeps its title); 'app': the last resort at the root, where the layout and router may be broken.
   */
  scope?: 'page' | 'section' | 'app'
  /** Replaces the notice of a 'section' (null: show nothing). */
  fallback?: ReactNode
}

interface State {
  error: unknown
  hasError: boolean
  isReloading: boolean
}

/**
 * Spec §2: a generic 500 'Internal Server Error' page instead of a white screen when rendering fails. A chunk that
 * cannot be loaded (a newer build replaced it) reloads the page instead, at most once per 10 s per path (spec §4);
 * crawlers get the site summary rather than an error.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, isReloading: false }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true, isReloading: false }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (reloadAfterChunkError(error)) return this.setState({ isReloading: true })
    logger.error('Render error', { error, componentStack: info.componentStack })
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, hasError: false, isReloading: false })
  }

  override render(): ReactNode {
    const { scope = 'page', children } = this.props
    if (!this.state.hasError) return children
    if (this.state.isReloading) {
      return (
        <Centered>
          <Spinner label="Loading the latest version of the site" size={24} />
        </Centered>
      )
    }
    if (scope === 'section') return this.props.fallback !== undefined ? this.props.fallback : <SectionError />
    if (isCrawler()) {
      return (
        <Suspense fallback={null}>
          <CrawlerSummary />
        </Suspense>
      )
    }
    const isChunkError = isChunkLoadError(this.state.error)
    return scope === 'app' ? (
      <AppErrorPage isChunkError={isChunkError} />
    ) : (
      <PageErrorPage isChunkError={isChunkError} />
    )
  }
}

function PageErrorPage({ isChunkError }: { isChunkError: boolean }) {
  usePageMetadata({ title: SERVER_ERROR_TITLE, noIndex: true })
  return <ServerError isChunkError={isChunkError} />
}

function AppErrorPage({ isChunkError }: { isChunkError: boolean }) {
  useEffect(() => {
    document.title = `${SERVER_ERROR_TITLE} | ${config.projectMetadataTitle}`
  }, [])
  return (
    <Page>
      <ServerError isChunkError={isChunkError} />
    </Page>
  )
}

function SectionError() {
  return (
    <Card role="alert">
      <p>This part of the page could not be shown.</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Card>
  )
}

/** The 500 page's content: what happened, and the two ways out (reload, home). */
export function ServerError({ isChunkError }: { isChunkError: boolean }) {
  return (
    <Card role="alert" aria-labelledby="server-error-title">
      <h1 id="server-error-title">
        <Code>500</Code> {SERVER_ERROR_TITLE}
      </h1>
      <p>
        {isChunkError
          ? 'Part of the site could not be loaded. A newer version may have been published, or the connection dropped.'
          : 'Something went wrong while showing this page.'}{' '}
        Reloading usually helps.
      </p>
      <Actions>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <a href="/">Go to the home page</a>
      </Actions>
    </Card>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`

const Page = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)};
`
