import { Component, Suspense } from 'react'
import type { ReactNode } from 'react'
import { act, render, screen } from '@testing-library/react'
import { preloadable } from './preloadable'

/** Counts the times React committed the loading fallback. */
function fallbackCounter() {
  const counter = { commits: 0 }
  function Fallback() {
    counter.commits += 1
    return <p>Loading</p>
  }
  return { counter, Fallback }
}

const pageModule = () => ({ default: ({ text }: { text: string }) => <p>{text}</p> })

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  override render() {
    return this.state.error ?? this.props.children
  }
}

describe('preloadable', () => {
  it('renders a preloaded module at once, without committing the fallback', async () => {
    const load = jest.fn(() => Promise.resolve(pageModule()))
    const Page = preloadable(load)
    expect(Page.isLoaded()).toBe(false)
    await Page.preload()
    expect(Page.isLoaded()).toBe(true)
    const { counter, Fallback } = fallbackCounter()
    act(() => {
      render(
        <Suspense fallback={<Fallback />}>
          <Page text="Newest message" />
        </Suspense>,
      )
    })
    expect(screen.getByText('Newest message')).toBeInTheDocument()
    expect(counter.commits).toBe(0)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('suspends like React.lazy when rendered before its module has loaded, loading it once', async () => {
    let resolve: (module: ReturnType<typeof pageModule>) => void = () => {}
    const load = jest.fn(() => new Promise<ReturnType<typeof pageModule>>((done) => (resolve = done)))
    const Page = preloadable(load)
    const { counter, Fallback } = fallbackCounter()
    act(() => {
      render(
        <Suspense fallback={<Fallback />}>
          <Page text="Newest message" />
        </Suspense>,
      )
    })
    expect(screen.getByText('Loading')).toBeInTheDocument()
    const preloading = Page.preload()
    await act(async () => {
      resolve(pageModule())
      await preloading
    })
    expect(await screen.findByText('Newest message')).toBeInTheDocument()
    expect(counter.commits).toBeGreaterThan(0)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rejects the preload with the chunk error and hands it to the error boundary when rendered', async () => {
    const Page = preloadable<{ text: string }>(() => Promise.reject(new Error('Loading chunk 42 failed')))
    await expect(Page.preload()).rejects.toThrow('Loading chunk 42 failed')
    expect(Page.isLoaded()).toBe(false)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={null}>
            <Page text="never" />
          </Suspense>
        </Boundary>,
      )
    })
    expect(await screen.findByText('Loading chunk 42 failed')).toBeInTheDocument()
    expect(screen.queryByText('never')).not.toBeInTheDocument()
  })
})
