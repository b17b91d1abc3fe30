import { spawn, type ChildProcess } from 'node:child_process'
import * as fs from 'node:fs'
import { Socket } from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import { DEVNET_ARWEAVE_ADDRESS } from './arweaveKey'
import { freePort } from './freePort'
import { NODE_MODULES_DIR } from './paths'

export { DEVNET_ARWEAVE_ADDRESS, DEVNET_ARWEAVE_KEY } from './arweaveKey'

export interface ArlocalOptions {
  /** TCP port on 127.0.0.1; 0 or undefined picks a free one. */
  port?: number
  /** AR minted to the devnet key once it is up (default 100; the site needs 0.02 to allow uploads). */
  fundAr?: number
  /** How long to wait for it to answer (ms; default 90 s, or ARLOCAL_READY_TIMEOUT_MS). */
  readyTimeoutMs?: number
  /** Progress while it starts (one line every 10 s); console.log by default. */
  log?: (line: string) => void
}

export interface ArlocalHandle {
  /** Node and gateway URL: GET /<txid> serves the data with its Content-Type tag. */
  url: string
  port: number
  /** Stops arlocal and deletes its data folder. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * arlocal usually answers within 2 s, but on a loaded machine (a full test run next to other builds) it has taken
 * more than 20 s: wait generously, and say so while waiting, instead of aborting `npm start` or the e2e setup.
 */
const READY_TIMEOUT_MS = Number(process.env.ARLOCAL_READY_TIMEOUT_MS) || 90_000
const PROGRESS_EVERY_MS = 10_000
const KILL_GRACE_MS = 2_000
/** 1 AR in winston, Arweave's smallest unit. */
export const WINSTON_PER_AR = 1_000_000_000_000n

/** arlocal children still running, with their work folders; killed and removed if this process exits first. */
const running = new Map<ChildProcess, string>()
let exitHookInstalled = false

async function waitForArlocal(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now()
  const deadline = started + timeoutMs
  let nextProgress = started + PROGRESS_EVERY_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`arlocal exited (${child.exitCode}) before answering on ${url}`)
    try {
      const response = await fetch(`${url}/info`)
      if (response.ok) {
        if (Date.now() - started >= PROGRESS_EVERY_MS)
          log(`arlocal: ready after ${Math.round((Date.now() - started) / 1000)} s`)
        return
      }
    } catch {
      // not listening yet
    }
    const now = Date.now()
    if (now > deadline) throw new Error(`arlocal did not answer on ${url} within ${timeoutMs} ms`)
    if (now >= nextProgress) {
      log(
        `arlocal: still starting on ${url} after ${Math.round((now - started) / 1000)} s (waiting up to ${timeoutMs / 1000} s)`,
      )
      nextProgress += PROGRESS_EVERY_MS
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    // Held until it has exited: an unref'd child would let a script awaiting this end mid-await (see anvil.ts).
    child.ref()
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS)
    await exited
    clearTimeout(timer)
  }
  running.delete(child)
}

/** Mints `ar` AR of arlocal play money to `address` (arlocal's GET /mint/<address>/<winston>). */
export async function fundArweaveAddress(nodeUrl: string, address: string, ar: number): Promise<void> {
  const winston = BigInt(Math.round(ar * 1000)) * (WINSTON_PER_AR / 1000n)
  const response = await fetch(`${nodeUrl}/mint/${address}/${winston}`)
  if (!response.ok) throw new Error(`arlocal refused to fund ${address}: ${response.status}`)
}

/**
 * Starts arlocal (a local Arweave node and gateway, from npm) on 127.0.0.1 and funds the devnet Arweave key.
 * It runs as its own Node process in a temporary folder, because arlocal writes its database and a `./logs` file
 * into its working directory; `stop()` removes the folder. Rejects if it does not come up within `readyTimeoutMs`
 * (90 s by default), logging its progress every 10 s meanwhile.
 */
export async function startArlocal({
  port,
  fundAr = 100,
  readyTimeoutMs = READY_TIMEOUT_MS,
  log = (line) => console.log(line),
}: ArlocalOptions = {}): Promise<ArlocalHandle> {
  const chosenPort = port || (await freePort())
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-arlocal-'))
  const entry = path.join(NODE_MODULES_DIR, 'arlocal', 'bin', 'index.js')
  const child = spawn(process.execPath, [entry, String(chosenPort), '--hidelogs', '--dbpath', 'db'], {
    cwd: workDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // Like anvil's handle: a forgotten arlocal must not keep Node alive; the exit hook kills it instead.
  child.unref()
  if (child.stderr instanceof Socket) child.stderr.unref()
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  running.set(child, workDir)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    // Also when something else ends the process first (webpack-dev-server exits on SIGINT by itself).
    process.on('exit', () =>
      running.forEach((folder, process) => {
        process.kill('SIGKILL')
        fs.rmSync(folder, { recursive: true, force: true })
      }),
    )
  }
  const url = `http://127.0.0.1:${chosenPort}`
  const stop = async () => {
    await stopChild(child)
    fs.rmSync(workDir, { recursive: true, force: true })
  }
  try {
    await waitForArlocal(url, child, readyTimeoutMs, log)
    if (fundAr > 0) await fundArweaveAddress(url, DEVNET_ARWEAVE_ADDRESS, fundAr)
  } catch (error) {
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}${stderr ? `\n${stderr.trim()}` : ''}`)
  }
  return { url, port: chosenPort, stop }
}
