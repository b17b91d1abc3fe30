/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { precompress } from './precompress'

describe('precompress', () => {
  it('writes a Brotli copy beside every text file, none beside images', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    const code = 'export const answer = 42;\n'.repeat(200)
    fs.writeFileSync(path.join(dir, 'assets', 'main.js'), code)
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>')
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.from([137, 80, 78, 71]))
    await expect(precompress(dir)).resolves.toBe(2)
    const brotli = fs.readFileSync(path.join(dir, 'assets', 'main.js.br'))
    expect(brotliDecompressSync(brotli).toString()).toBe(code)
    expect(brotli.length).toBeLessThan(code.length / 10)
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'logo.png.br'))).toBe(false)
    fs.rmSync(dir, { recursive: true })
  })
})
