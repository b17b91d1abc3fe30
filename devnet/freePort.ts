import { createServer } from 'node:net'

/**
 * A TCP port on 127.0.0.1 that the OS says is free right now, for services that cannot pick one themselves (arlocal,
 * Ponder, a test PostgreSQL). Another process may still take it before the service binds it: callers wait for their
 * own service's answer, so such a race fails their start instead of reaching a stranger.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
