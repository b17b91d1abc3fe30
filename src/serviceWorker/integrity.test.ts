/** @jest-environment node */
import { createHash } from 'node:crypto'
import { integrityOf, matchesIntegrity } from './integrity'

const bytes = new TextEncoder().encode('<!doctype html><title>Demo</title>')
// What the build writes into the worker's manifest (webpack.config.ts).
const built = `sha384-${createHash('sha384').update(bytes).digest('base64')}`

describe('precache integrity', () => {
  it('computes the SRI string the build writes', async () => {
    await expect(integrityOf(bytes)).resolves.toBe(built)
  })

  it('matches the same bytes only', async () => {
    await expect(matchesIntegrity(bytes, built)).resolves.toBe(true)
    await expect(matchesIntegrity(new TextEncoder().encode('<html>foreign</html>'), built)).resolves.toBe(false)
  })

  it('matches any one of several hashes, and nothing for an unknown or empty one', async () => {
    await expect(matchesIntegrity(bytes, `md5-abc ${built}`)).resolves.toBe(true)
    await expect(matchesIntegrity(bytes, 'md5-abc')).resolves.toBe(false)
    await expect(matchesIntegrity(bytes, '')).resolves.toBe(false)
  })
})
