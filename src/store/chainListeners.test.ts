import type { UnknownAction } from '@reduxjs/toolkit'
import { chainHealth } from '../services/chain/rpc/chainHealth'
import { FOCUS_REFETCH_AFTER_MS, setupChainListeners } from './chainListeners'

describe('setupChainListeners (issue #19)', () => {
  let actions: string[]
  let time: number
  let stop: () => void
  let visibility: DocumentVisibilityState

  beforeEach(() => {
    actions = []
    time = 0
    visibility = 'visible'
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
    const dispatch = jest.fn((action: UnknownAction) => {
      actions.push(action.type)
      return action
    })
    stop = setupChainListeners(dispatch as never, () => time)
  })
  afterEach(() => {
    stop()
    jest.restoreAllMocks()
  })

  const hideFor = (ms: number) => {
    visibility = 'hidden'
    window.dispatchEvent(new Event('visibilitychange'))
    time += ms
    visibility = 'visible'
    window.dispatchEvent(new Event('visibilitychange'))
  }

  it('refetches (reconnect) when the chain is reachable again after an outage', () => {
    chainHealth.reportFailure()
    chainHealth.reportSuccess()
    expect(actions).toEqual(['__rtkq/online'])
  })

  it('refetches when the browser comes back online', () => {
    window.dispatchEvent(new Event('offline'))
    window.dispatchEvent(new Event('online'))
    expect(actions).toEqual(['__rtkq/offline', '__rtkq/online'])
  })

  it('refetches on a return to the tab only after a while away', () => {
    hideFor(1_000)
    expect(actions).toEqual(['__rtkq/unfocused', '__rtkq/focused'])
    actions = []
    hideFor(FOCUS_REFETCH_AFTER_MS)
    expect(actions).toEqual(['__rtkq/unfocused', '__rtkq/focused', '__rtkq/online'])
  })

  it('stops listening when removed', () => {
    stop()
    window.dispatchEvent(new Event('online'))
    chainHealth.reportFailure()
    chainHealth.reportSuccess()
    expect(actions).toEqual([])
  })
})
