import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TlsOptions } from '../scripts/staticHost'

/**
 * A throwaway self-signed certificate for 127.0.0.1, made with the system `openssl`, so the bench host can speak
 * HTTP/2 as production hosts do (browsers speak HTTP/2 only over TLS; the bench browsers accept the certificate).
 * Null when openssl is missing or fails: the bench then serves HTTP/1.1 and says so.
 */
export function makeLocalCert(): TlsOptions | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'))
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
    execFileSync('openssl', [...args, '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], {
      stdio: 'ignore',
      timeout: 20_000,
    })
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') }
  } catch {
    return null
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
