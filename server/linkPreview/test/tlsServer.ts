import https from 'node:https'
import type { AddressInfo } from 'node:net'
import tls from 'node:tls'

/**
 * A self-signed certificate for `site.test` (EC P-256, valid until 2126), made once with openssl for tests only: no
 * client trusts it, so a fetch over TLS to the test server must fail its certificate check.
 */
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbVNLPdHWvgN+uTpf
i31kd/GzfYgZ4rvYeWh5amufiCWhRANCAASlpDL8s29Nc5zYeWXbZPpM5GdupBHh
qOEEhjU4J83ygyOhjgVfzF0WveNbeviFv7vQnM7qjZXttyIA8iVxf9py
-----END PRIVATE KEY-----`
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBlDCCATugAwIBAgIUQis7e3HYuwaVWlrLXfT+8AZJspYwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJc2l0ZS50ZXN0MCAXDTI2MTEyOTA2MTAzMloYDzIxMjYxMTA1
MDYxMDMyWjAUMRIwEAYDVQQDDAlzaXRlLnRlc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASlpDL8s29Nc5zYeWXbZPpM5GdupBHhqOEEhjU4J83ygyOhjgVfzF0W
veNbeviFv7vQnM7qjZXttyIA8iVxf9pyo2kwZzAdBgNVHQ4EFgQUcwzOHI4YMAcg
GAzpqkVt1YxYxS0wHwYDVR0jBBgwFoAUcwzOHI4YMAcgGAzpqkVt1YxYxS0wDwYD
VR0TAQH/BAUwAwEB/zAUBgNVHREEDTALgglzaXRlLnRlc3QwCgYIKoZIzj0EAwID
RwAwRAIgGaCLqb0jwfOAj93e5y0roMVJpXE6E938z8l/IrG9AL8CICxr+fmb82+2
AOzJOn3q9TDoQne/9yYJWl5AYaGnaRxx
-----END CERTIFICATE-----`

/** A loopback https server that records the TLS connections and the SNI names clients send. */
export interface TlsServer {
  port: number
  /** TCP connections accepted so far. */
  connections(): number
  /** The SNI names received, in order (a handshake without SNI adds none). */
  serverNames: string[]
  close(): Promise<void>
}

/** Starts the https server on a free loopback port; a request that gets through answers a small HTML page. */
export async function startTlsServer(): Promise<TlsServer> {
  const serverNames: string[] = []
  let connections = 0
  const context = tls.createSecureContext({ key: TEST_KEY, cert: TEST_CERT })
  const server = https.createServer(
    {
      key: TEST_KEY,
      cert: TEST_CERT,
      SNICallback: (name, callback) => {
        serverNames.push(name)
        callback(null, context)
      },
    },
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<title>Trusted by mistake</title>')
    },
  )
  server.on('connection', () => (connections += 1))
  // The client hangs up on the untrusted certificate; that is the expected outcome, not a failure of the server.
  server.on('tlsClientError', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    serverNames,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
