import { act, renderHook } from '@testing-library/react'
import { shellPainted, useAfterFirstPaint } from './useAfterFirstPaint'

describe('useAfterFirstPaint', () => {
  afterEach(() => jest.useRealTimers())

  it('is false on the first render and true once the first frame has been painted', async () => {
    const { result } = renderHook(() => useAfterFirstPaint())
    expect(result.current).toBe(false)
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    expect(result.current).toBe(true)
    await expect(shellPainted).resolves.toBeUndefined()
  })

  it('turns true after 200 ms when no frame comes (a tab opened in the background)', () => {
    jest.useFakeTimers()
    const noFrames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const { result } = renderHook(() => useAfterFirstPaint())
    act(() => jest.advanceTimersByTime(199))
    expect(result.current).toBe(false)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    noFrames.mockRestore()
  })

  it('waits for the first contentful paint where the browser reports paints', async () => {
    let report: () => void = () => {}
    let painted = false
    class FakePaintObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: () => void) {
        report = callback
      }
      observe() {}
      disconnect() {}
    }
    const originalObserver = globalThis.PerformanceObserver
    Object.assign(globalThis, { PerformanceObserver: FakePaintObserver })
    const originalGetEntriesByName = performance.getEntriesByName
    Object.assign(performance, {
      getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []),
    })
    try {
      const { result } = renderHook(() => useAfterFirstPaint())
      await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
      expect(result.current).toBe(false)
      painted = true
      act(() => report())
      expect(result.current).toBe(true)
    } finally {
      Object.assign(performance, { getEntriesByName: originalGetEntriesByName })
      Object.assign(globalThis, { PerformanceObserver: originalObserver })
    }
  })
})
