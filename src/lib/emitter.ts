/**
 * The one publish/subscribe primitive of the app: the live wallet, the transaction bus, the toast loader, the clock and
 * the chain's recovery all tell their listeners through it. `subscribe` returns the unsubscribe function, the shape
 * React's useSyncExternalStore takes.
 */
export interface Emitter<T> {
  emit(value: T): void
  subscribe(listener: (value: T) => void): () => void
  /** How many listeners are subscribed (a timer can stop when nobody listens). */
  readonly size: number
}

/** A new emitter with no listeners; a listener added or removed during an emit takes effect from the next emit. */
export function createEmitter<T = void>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>()
  return {
    emit(value: T) {
      ;[...listeners].forEach((listener) => listener(value))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    get size() {
      return listeners.size
    },
  }
}

/** A value held outside React and Redux (live objects that are not serializable), readable with useSyncExternalStore. */
export interface ExternalStore<T> {
  get(): T
  set(next: T): void
  subscribe(listener: () => void): () => void
}

/** An external store holding `initial`; `set` tells every subscriber. */
export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let current = initial
  const changes = createEmitter()
  return {
    get: () => current,
    set(next) {
      current = next
      changes.emit()
    },
    subscribe: (listener) => changes.subscribe(listener),
  }
}
