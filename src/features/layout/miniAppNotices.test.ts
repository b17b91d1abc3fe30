import { relayMiniAppEvents, type MiniAppEventSource } from '../../services/farcaster/events'
import { linkFarcasterNotifications } from '../../services/farcaster/notificationLink'
import { notify } from '../../store/toasts/notify'
import {
  ADDED_TOAST_ID,
  listenToMiniAppEvents,
  NOTIFICATIONS_OFF_MESSAGE,
  NOTIFICATIONS_ON_MESSAGE,
  PRIMARY_BUTTON_EVENT,
  REMOVED_FROM_FAVORITES_MESSAGE,
} from './miniAppNotices'

jest.mock('../../store/toasts/notify', () => ({
  notify: { error: jest.fn(), info: jest.fn(), success: jest.fn(), warning: jest.fn(), dismiss: jest.fn() },
}))

jest.mock('../../services/farcaster/notificationLink', () => ({
  linkFarcasterNotifications: jest.fn(() => Promise.resolve(true)),
}))

/** A stand-in for the SDK's emitter: `emit` calls what the relay registered. */
function fakeSource() {
  const handlers = new Map<string, (...payload: unknown[]) => void>()
  const source = {
    on: (name: string, handler: (...payload: unknown[]) => void) => handlers.set(name, handler),
    off: (name: string) => handlers.delete(name),
  } as unknown as MiniAppEventSource
  return { source, emit: (name: string, ...payload: unknown[]) => handlers.get(name)?.(...payload) }
}

describe('mini-app events reach the user (spec §4 Mini app events, issue #17)', () => {
  const { source, emit } = fakeSource()
  let stops: (() => void)[] = []
  beforeEach(() => {
    jest.clearAllMocks()
    stops = [relayMiniAppEvents(source), listenToMiniAppEvents()]
  })
  afterEach(() => stops.forEach((stop) => stop()))

  it.each([
    [
      'notificationsEnabled',
      [{ notificationDetails: { url: 'https://x', token: 't' } }],
      'success',
      NOTIFICATIONS_ON_MESSAGE,
    ],
    ['notificationsDisabled', [], 'info', NOTIFICATIONS_OFF_MESSAGE],
    ['miniAppRemoved', [], 'info', REMOVED_FROM_FAVORITES_MESSAGE],
  ] as const)('%s shows %s %j', (name, payload, kind, message) => {
    emit(name, ...payload)
    expect(notify[kind]).toHaveBeenCalledWith(message, expect.anything())
  })

  it("miniAppAdded shows 'Added to favorites!' once with the entry's toast id, and notifications when granted", () => {
    emit('miniAppAdded', { notificationDetails: { url: 'https://x', token: 't' } })
    expect(notify.success).toHaveBeenCalledWith('Added to favorites!', { toastId: ADDED_TOAST_ID })
    expect(notify.success).toHaveBeenCalledWith(NOTIFICATIONS_ON_MESSAGE, expect.anything())
  })

  it.each([
    ['notificationsEnabled', { notificationDetails: { url: 'https://x', token: 't' } }, 1],
    ['miniAppAdded', { notificationDetails: { url: 'https://x', token: 't' } }, 1],
    ['miniAppAdded', {}, 0],
    ['notificationsDisabled', undefined, 0],
  ] as const)('%s %j links the user for notifications %i time(s) (issue #37)', (name, payload, times) => {
    emit(name, payload)
    expect(linkFarcasterNotifications).toHaveBeenCalledTimes(times)
  })

  it('a primary-button click becomes a window event', () => {
    const listener = jest.fn()
    window.addEventListener(PRIMARY_BUTTON_EVENT, listener)
    emit('primaryButtonClicked')
    expect(listener).toHaveBeenCalledTimes(1)
    window.removeEventListener(PRIMARY_BUTTON_EVENT, listener)
  })
})
