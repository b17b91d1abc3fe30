import type { ErrorInfo, ReactNode } from 'react'
import { Component } from 'react'
import { logger } from '../services/logger'
import { Card } from '../ui/Card'

interface State {
  hasError: boolean
}

/** Spec §2: a generic 500 'Internal Server Error' page instead of a white screen when a screen fails to render. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { hasError: false }

  static getDerivedStateFromError(): State {
    return { hasError: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error('Render error', { error, componentStack: info.componentStack })
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false })
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children
    return (
      <Card role="alert">
        <h1>500 Internal Server Error</h1>
        <p>Something went wrong while showing this page. Try another page, or reload.</p>
      </Card>
    )
  }
}
