/** @jest-environment node */
import { logger } from '../../logger'
import { createNewHeadsSource, resolveWsUrl, type BlockHead, type SocketLike } from './newHeads'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  closed = false
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: unknown) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    if (this.closed) return
    this.closed = true
    this.onclose?.({})
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
  head(subscription: string, number: number, logsBloom?: string) {
    this.receive({
      jsonrpc: '2.0',
      method: 'eth_subscription',
      params: { subscription, result: { number: `0x${number.toString(16)}`, logsBloom } },
    })
  }
}

function setup() {
  const sockets: FakeSocket[] = []
  const source = createNewHeadsSource({
    url: 'ws://node.test/rpc',
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
    retryMinMs: 1000,
    retryMaxMs: 4000,
  })
  return { source, sockets, last: () => sockets.at(-1) as FakeSocket }
}

describe('resolveWsUrl', () => {
  it('keeps ws(s) URLs and turns a path into ws(s) on the page origin', () => {
    expect(resolveWsUrl('wss://rpc.example/ws')).toBe('wss://rpc.example/ws')
    expect(resolveWsUrl('/devnet/rpc', 'http://localhost:8080/chat')).toBe('ws://localhost:8080/devnet/rpc')
    expect(resolveWsUrl('/devnet/rpc', 'https://site.example/')).toBe('wss://site.example/devnet/rpc')
  })
})

describe('createNewHeadsSource', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('subscribes to newHeads, is live once confirmed, and passes on its own subscription heads only', () => {
    const { source, last } = setup()
    const heads: BlockHead[] = []
    const live: boolean[] = []
    const stop = source.subscribe(
      (head) => heads.push(head),
      (isLive) => live.push(isLive),
    )
    const socket = last()
    socket.onopen?.({})
    expect(JSON.parse(socket.sent[0] ?? '{}')).toMatchObject({ method: 'eth_subscribe', params: ['newHeads'] })
    expect(live).toEqual([])
    socket.receive({ jsonrpc: '2.0', id: 1, result: '0xabc' })
    expect(live).toEqual([true])
    socket.head('0xabc', 17)
    socket.head('0xother', 99)
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
    socket.onmessage?.({ data: 'not json' })
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
    socket.head('0xabc', 18, '0x00ff')
    expect(heads).toEqual([
      { number: 17, logsBloom: null },
      { number: 18, logsBloom: '0x00ff' },
    ])
    stop()
    expect(socket.closed).toBe(true)
  })

  it('shares one socket and tells a late subscriber it is live', () => {
    const { source, sockets, last } = setup()
    const first = source.subscribe(jest.fn(), jest.fn())
    last().onopen?.({})
    last().receive({ id: 1, result: '0x1' })
    const onLive = jest.fn()
    const second = source.subscribe(jest.fn(), onLive)
    expect(onLive).toHaveBeenCalledWith(true)
    expect(sockets).toHaveLength(1)
    first()
    expect(last().closed).toBe(false)
    second()
    expect(last().closed).toBe(true)
  })

  it('reports down on a close and reconnects with a doubling wait until it is live again', () => {
    const { source, sockets, last } = setup()
    const live: boolean[] = []
    const stop = source.subscribe(jest.fn(), (isLive) => live.push(isLive))
    last().onopen?.({})
    last().receive({ id: 1, result: '0x1' })
    last().onerror?.({})
    expect(live).toEqual([true, false])
    jest.advanceTimersByTime(999)
    expect(sockets).toHaveLength(1)
    jest.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    last().close() // refused again: the next try waits twice as long
    jest.advanceTimersByTime(1999)
    expect(sockets).toHaveLength(2)
    jest.advanceTimersByTime(1)
    expect(sockets).toHaveLength(3)
    last().onopen?.({})
    last().receive({ id: 1, result: '0x2' })
    expect(live).toEqual([true, false, true])
    stop()
  })

  it('treats a node without subscriptions as down and stops retrying once nobody listens', () => {
    const { source, sockets, last } = setup()
    const onLive = jest.fn()
    const stop = source.subscribe(jest.fn(), onLive)
    last().onopen?.({})
    last().receive({ id: 1, error: { code: -32601, message: 'Method not found' } })
    expect(last().closed).toBe(true)
    expect(onLive).not.toHaveBeenCalled()
    stop()
    jest.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })
})
