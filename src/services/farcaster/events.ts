// The SDK's typed event map; its package root does not re-export it, hence the path into dist.
import type { EventMap } from '@farcaster/miniapp-sdk/dist/types'
import { logger } from '../logger'
import type { MiniAppSdk } from './sdk'

/** Names of the mini-app events (spec §4 Mini app events), as the SDK's typed EventMap spells them. */
export type MiniAppEventName = keyof EventMap

/** The listener of one event: the payload the SDK emits with it (none for most). */
export type MiniAppEventListener<K extends MiniAppEventName> = (...payload: Parameters<EventMap[K]>) => void

/** Every event the host can send, relayed by `relayMiniAppEvents`. */
export const MINI_APP_EVENT_NAMES = [
  'primaryButtonClicked',
  'miniAppAdded',
  'miniAppAddRejected',
  'miniAppRemoved',
  'notificationsEnabled',
  'notificationsDisabled',
  'backNavigationTriggered',
] as const satisfies readonly MiniAppEventName[]

// Fails to compile when a new SDK version adds an event that the list above does not relay.
const relaysEveryEvent: Exclude<MiniAppEventName, (typeof MINI_APP_EVENT_NAMES)[number]> extends never ? true : never =
  true
void relaysEveryEvent

type AnyListener = (...payload: unknown[]) => void
const listeners = new Map<MiniAppEventName, Set<AnyListener>>()

/**
 * Subscribes to a mini-app event inside the app. Works before the SDK is loaded (and outside a host, where the
 * event simply never fires). Returns the unsubscribe function.
 */
export function onMiniAppEvent<K extends MiniAppEventName>(name: K, listener: MiniAppEventListener<K>): () => void {
  const set = listeners.get(name) ?? new Set<AnyListener>()
  listeners.set(name, set)
  const entry = listener as AnyListener
  set.add(entry)
  return () => {
    set.delete(entry)
  }
}

function dispatch(name: MiniAppEventName, payload: unknown[]): void {
  for (const listener of [...(listeners.get(name) ?? [])]) {
    try {
      listener(...payload)
    } catch (error) {
      // One failing listener must not keep the event from the others.
      logger.error(`Mini app event listener for ${name} failed`, error)
    }
  }
}

/** The part of the SDK's emitter the relay needs (the SDK object itself). */
export type MiniAppEventSource = Pick<MiniAppSdk, 'on' | 'off'>

/**
 * Spec §4: relays every mini-app event from the SDK to the app's listeners (`onMiniAppEvent`). Call once inside a
 * host; returns the function that stops relaying.
 */
export function relayMiniAppEvents(source: MiniAppEventSource): () => void {
  const stops = MINI_APP_EVENT_NAMES.map((name) => {
    const forward = (...payload: unknown[]) => dispatch(name, payload)
    source.on(name, forward)
    return () => source.off(name, forward)
  })
  return () => stops.forEach((stop) => stop())
}
