import { act, render, screen } from '@testing-library/react'
import type { Persistor, PersistorState } from 'redux-persist'
import { RehydrationGate } from './RehydrationGate'

/** A persistor double: `bootstrap()` flips the state and tells the subscribers, as redux-persist does. */
function fakePersistor(bootstrapped: boolean) {
  let state: PersistorState = { registry: [], bootstrapped }
  const listeners = new Set<() => void>()
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as Persistor
  const bootstrap = () => {
    state = { ...state, bootstrapped: true }
    listeners.forEach((listener) => listener())
  }
  return { persistor, bootstrap, listenerCount: () => listeners.size }
}

describe('RehydrationGate', () => {
  it('renders nothing until the stored state is restored, then its children', async () => {
    const { persistor, bootstrap, listenerCount } = fakePersistor(false)
    const { container } = render(
      <RehydrationGate persistor={persistor}>
        <p>shell</p>
      </RehydrationGate>,
    )
    expect(container.innerHTML).toBe('')
    await act(async () => bootstrap())
    expect(screen.getByText('shell')).toBeTruthy()
    expect(listenerCount()).toBe(0)
  })

  it('renders at once when the state was already restored', () => {
    const { persistor } = fakePersistor(true)
    render(
      <RehydrationGate persistor={persistor}>
        <p>shell</p>
      </RehydrationGate>,
    )
    expect(screen.getByText('shell')).toBeTruthy()
  })
})
