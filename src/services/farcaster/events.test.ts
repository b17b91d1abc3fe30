import { logger } from '../logger'
import type { MiniAppEventName, MiniAppEventSource } from './events'
import { MINI_APP_EVENT_NAMES, onMiniAppEvent, relayMiniAppEvents } from './events'

type Listener = (...args: unknown[]) => void

/** Stands in for the SDK's emitter: `on`/`off` per event name, and `emit` as the SDK does when the host sends one. */
function fakeSdkEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  const source = {
    on: (name: string, listener: Listener) => listeners.set(name, (listeners.get(name) ?? new Set()).add(listener)),
    off: (name: string, listener: Listener) => listeners.get(name)?.delete(listener),
  }
  return {
    source: source as unknown as MiniAppEventSource,
    emit: (name: MiniAppEventName, ...payload: unknown[]) =>
      listeners.get(name)?.forEach((listener) => listener(...payload)),
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

const notificationDetails = { url: 'https://api.farcaster.xyz/v1/frame-notifications', token: 'token-1' }

describe('mini-app events relayed to listeners inside the app (spec §4)', () => {
  let stopRelay = () => {}
  afterEach(() => stopRelay())

  it.each<[MiniAppEventName, unknown[]]>([
    ['primaryButtonClicked', []],
    ['miniAppAdded', [{ notificationDetails }]],
    ['miniAppAddRejected', [{ reason: 'rejected_by_user' }]],
    ['miniAppRemoved', []],
    ['notificationsEnabled', [{ notificationDetails }]],
    ['notificationsDisabled', []],
    ['backNavigationTriggered', []],
  ])('%s reaches its listeners with the payload', (name, payload) => {
    const sdk = fakeSdkEmitter()
    stopRelay = relayMiniAppEvents(sdk.source)
    const listener = jest.fn()
    const other = jest.fn()
    const unsubscribe = onMiniAppEvent(name, listener)
    const unsubscribeOther = onMiniAppEvent(name === 'miniAppRemoved' ? 'miniAppAdded' : 'miniAppRemoved', other)

    sdk.emit(name, ...payload)

    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith(...payload)
    expect(other).not.toHaveBeenCalled()
    unsubscribe()
    unsubscribeOther()
  })

  it('relays all seven events of the SDK’s EventMap', () => {
    const sdk = fakeSdkEmitter()
    stopRelay = relayMiniAppEvents(sdk.source)
    expect(MINI_APP_EVENT_NAMES).toHaveLength(7)
    expect(sdk.count()).toBe(7)
  })

  it('accepts listeners registered before the relay starts (before the SDK has loaded)', () => {
    const listener = jest.fn()
    const unsubscribe = onMiniAppEvent('miniAppAdded', listener)
    const sdk = fakeSdkEmitter()
    stopRelay = relayMiniAppEvents(sdk.source)
    sdk.emit('miniAppAdded', { notificationDetails })
    expect(listener).toHaveBeenCalledWith({ notificationDetails })
    unsubscribe()
  })

  it('stops calling a listener once unsubscribed', () => {
    const sdk = fakeSdkEmitter()
    stopRelay = relayMiniAppEvents(sdk.source)
    const listener = jest.fn()
    const unsubscribe = onMiniAppEvent('primaryButtonClicked', listener)
    sdk.emit('primaryButtonClicked')
    unsubscribe()
    sdk.emit('primaryButtonClicked')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps delivering to the other listeners when one throws, and logs the failure', () => {
    const sdk = fakeSdkEmitter()
    stopRelay = relayMiniAppEvents(sdk.source)
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {})
    const failing = jest.fn(() => {
      throw new Error('boom')
    })
    const healthy = jest.fn()
    const unsubscribes = [
      onMiniAppEvent('notificationsDisabled', failing),
      onMiniAppEvent('notificationsDisabled', healthy),
    ]
    sdk.emit('notificationsDisabled')
    expect(healthy).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith('Mini app event listener for notificationsDisabled failed', expect.any(Error))
    unsubscribes.forEach((unsubscribe) => unsubscribe())
    error.mockRestore()
  })

  it('detaches from the SDK when the relay stops', () => {
    const sdk = fakeSdkEmitter()
    const listener = jest.fn()
    const unsubscribe = onMiniAppEvent('miniAppRemoved', listener)
    relayMiniAppEvents(sdk.source)()
    expect(sdk.count()).toBe(0)
    sdk.emit('miniAppRemoved')
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })
})
