/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { UploadStorage } from './arweaveStore'
import type { TrustProxy } from './trustProxy'
import { parseTrustProxy } from './trustProxy'
import { createUploadApp } from './uploadServer'

const storage: UploadStorage = { address: 'arweave-address', store: async () => 'unused' }

/**
 * The client IP the endpoint derives (request.ip, what the per-IP limit counts) for one request from the socket
 * address `peer` (a loopback address: Linux routes all of 127.0.0.0/8 to the listening 127.0.0.1).
 */
async function clientIp(trustProxy: TrustProxy, peer: string, forwardedFor?: string): Promise<string> {
  const app = createUploadApp({ allowedOrigins: '*', lookupName: async () => '', storage, chainId: 84532, trustProxy })
  app.get('/client-ip', async (request) => request.ip)
  await app.listen({ host: '127.0.0.1', port: 0 })
  try {
    const { port } = app.server.address() as AddressInfo
    return await new Promise<string>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/client-ip',
          localAddress: peer,
          headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
        },
        (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (body += chunk))
          response.on('end', () => resolve(body))
        },
      )
      request.on('error', reject)
    })
  } finally {
    await app.close()
  }
}

describe('TRUST_PROXY parsing', () => {
  it.each<[string | undefined, TrustProxy]>([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    [' 2 ', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 172.16.0.0/12,::1', ['10.0.0.0/8', '172.16.0.0/12', '::1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads %p as %p', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected)
  })

  it.each(['true', '*', ' * '])('refuses %p (every hop) with a message saying what to set', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY=(true|\*) would trust every hop.*number of proxies/)
  })

  it.each(['yes', '10.0.0.0/33', '::1/129', '1.2.3', 'proxy.example', '-1', '1.5', ',', '10.0.0.1/8/8'])(
    'refuses %p as neither a hop count nor an address',
    (raw) => {
      expect(() => parseTrustProxy(raw)).toThrow(/^TRUST_PROXY: ".*" is neither a hop count nor a proxy address/)
    },
  )
})

describe('client IP from X-Forwarded-For', () => {
  // [setting, socket peer, X-Forwarded-For, the client IP the endpoint counts]. Peers: 127.0.0.2 plays the proxy,
  // 127.0.0.9 a client that connects directly.
  it.each<[TrustProxy, string, string | undefined, string]>([
    // Off: the header is ignored, whatever it says.
    [false, '127.0.0.9', '198.51.100.1', '127.0.0.9'],
    [false, '127.0.0.2', undefined, '127.0.0.2'],
    // One hop (one proxy that appends the peer it saw): the rightmost entry; what the client wrote before it is not
    // believed.
    [1, '127.0.0.2', '198.51.100.1', '198.51.100.1'],
    [1, '127.0.0.2', '6.6.6.6, 198.51.100.1', '198.51.100.1'],
    [1, '127.0.0.2', undefined, '127.0.0.2'],
    // Two hops (CDN then load balancer): the second entry from the right.
    [2, '127.0.0.2', '6.6.6.6, 198.51.100.1, 192.0.2.7', '198.51.100.1'],
    [2, '127.0.0.2', '198.51.100.1, 192.0.2.7', '198.51.100.1'],
    // A shorter chain than the hop count: the leftmost entry is all there is.
    [3, '127.0.0.2', '198.51.100.1', '198.51.100.1'],
    // Listed proxies: the nearest address that is not one of them.
    [['127.0.0.2', '10.0.0.0/8'], '127.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.3', '198.51.100.1'],
    [['127.0.0.0/30'], '127.0.0.2', '198.51.100.1', '198.51.100.1'],
    [['127.0.0.2', '192.0.2.0/24'], '127.0.0.2', '6.6.6.6, 198.51.100.1, 192.0.2.7', '198.51.100.1'],
    [['127.0.0.2'], '127.0.0.2', '2001:db8::5', '2001:db8::5'],
    // A peer that is not a listed proxy is the client itself: its header is not believed.
    [['127.0.0.0/30'], '127.0.0.9', '198.51.100.1', '127.0.0.9'],
    [['127.0.0.2', '10.0.0.0/8'], '127.0.0.9', '6.6.6.6, 10.0.0.3', '127.0.0.9'],
    // Named range.
    [['loopback'], '127.0.0.9', '198.51.100.1', '198.51.100.1'],
    // Every entry a listed proxy: the leftmost one is the client.
    [['127.0.0.2', '10.0.0.0/8'], '127.0.0.2', '10.1.1.1, 10.0.0.3', '10.1.1.1'],
  ])('trust %p, peer %s, X-Forwarded-For %p → %s', async (setting, socket, forwardedFor, expected) => {
    expect(await clientIp(setting, socket, forwardedFor)).toBe(expected)
  })
})
