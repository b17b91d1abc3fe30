import { logger } from '../logger'
import { onMiniAppEvent } from './events'
import type { MiniAppSdk } from './sdk'
import { afterNextPaint, startMiniAppSession } from './session'

type Listener = (...args: unknown[]) => void
const sdkListeners = new Map<string, Listener>()
const ready = jest.fn<Promise<void>, []>()
const getCapabilities = jest.fn<Promise<string[]>, []>()
const enableWebNavigation = jest.fn<Promise<void>, []>()
const fakeSdk = {
  on: (name: string, listener: Listener) => sdkListeners.set(name, listener),
  off: (name: string) => sdkListeners.delete(name),
  getCapabilities,
  back: { enableWebNavigation },
  actions: { ready },
} as unknown as MiniAppSdk
const hostSdk = jest.fn(async () => fakeSdk)
jest.mock('./sdk', () => ({ ...jest.requireActual('./sdk'), hostSdk: () => hostSdk() }))

beforeEach(() => {
  jest.clearAllMocks()
  sdkListeners.clear()
  ready.mockResolvedValue()
  enableWebNavigation.mockResolvedValue()
  getCapabilities.mockResolvedValue(['actions.ready', 'back'])
  jest.spyOn(logger, 'warn').mockImplementation(() => {})
})

describe('startMiniAppSession (spec §4 Startup inside a host)', () => {
  it('calls ready() once, after a painted frame', async () => {
    const order: string[] = []
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      order.push('frame')
      callback(0)
      return 0
    })
    ready.mockImplementation(async () => {
      order.push('ready')
    })
    await startMiniAppSession()
    expect(ready).toHaveBeenCalledTimes(1)
    expect(order).toEqual(['frame', 'frame', 'ready'])
    raf.mockRestore()
  })

  it('relays the host’s events to the app', async () => {
    await startMiniAppSession()
    const listener = jest.fn()
    const unsubscribe = onMiniAppEvent('miniAppAdded', listener)
    sdkListeners.get('miniAppAdded')?.({ notificationDetails: undefined })
    expect(listener).toHaveBeenCalledWith({ notificationDetails: undefined })
    unsubscribe()
  })

  it.each([
    [['back'], 1],
    [['actions.ready'], 0],
  ])('with capabilities %j enables web back navigation %i time(s)', async (capabilities, times) => {
    getCapabilities.mockResolvedValue(capabilities)
    await startMiniAppSession()
    expect(enableWebNavigation).toHaveBeenCalledTimes(times)
  })

  it('never throws: a failing host is logged and ready() is not awaited', async () => {
    ready.mockReturnValue(new Promise(() => {}))
    getCapabilities.mockRejectedValue(new Error('no getCapabilities'))
    await expect(startMiniAppSession()).resolves.toBeUndefined()
    expect(logger.warn).toHaveBeenCalledWith('Mini app back navigation unavailable', expect.any(Error))
  })
})

describe('afterNextPaint', () => {
  it('gives up waiting after 500 ms when no frame comes (hidden iframe)', async () => {
    jest.useFakeTimers()
    const win = { setTimeout, clearTimeout, requestAnimationFrame: () => 0 } as unknown as Window
    const painted = jest.fn()
    void afterNextPaint(win).then(painted)
    await jest.advanceTimersByTimeAsync(499)
    expect(painted).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(painted).toHaveBeenCalled()
    jest.useRealTimers()
  })
})
