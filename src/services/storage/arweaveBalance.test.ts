import { fetchArweaveBalance } from './arweaveBalance'

function answer(status: number, body: string) {
  const fetchMock = jest.fn(async (_url: string) => ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response)
  Object.assign(globalThis, { fetch: fetchMock })
  return fetchMock
}

describe('fetchArweaveBalance (spec §7: winston converted to AR)', () => {
  it.each([
    ['0', 0],
    ['1000000000000', 1],
    ['20000000000', 0.02],
    ['123456789012345', 123.456789012345],
  ])('%s winston → %f AR', async (winston, ar) => {
    answer(200, winston)
    await expect(fetchArweaveBalance('https://arweave.net', 'addr')).resolves.toBe(ar)
  })

  it('asks the configured node, or the page origin when none is set', async () => {
    const fetchMock = answer(200, '0')
    await fetchArweaveBalance('https://arweave.net/', 'abc')
    await fetchArweaveBalance('/devnet/arweave', 'abc')
    await fetchArweaveBalance('', 'abc')
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://arweave.net/wallet/abc/balance',
      `${window.location.origin}/devnet/arweave/wallet/abc/balance`,
      `${window.location.origin}/wallet/abc/balance`,
    ])
  })

  it.each([
    [500, '0', 'Request failed with status 500'],
    [200, 'not a number', 'The storage node sent an unreadable balance'],
  ])('rejects status %i / body %j', async (status, body, message) => {
    answer(status, body)
    await expect(fetchArweaveBalance('https://arweave.net', 'abc')).rejects.toThrow(message)
  })
})
