import { spawn, type ChildProcess } from 'node:child_process'
import * as fs from 'node:fs'
import { Socket, createServer } from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import { DEVNET_ARWEAVE_ADDRESS } from './arweaveKey'
import { NODE_MODULES_DIR } from './paths'

export { DEVNET_ARWEAVE_ADDRESS, DEVNET_ARWEAVE_KEY } from './arweaveKey'

export interface ArlocalOptions {
  /** TCP port on 127.0.0.1; 0 or undefined picks a free one. */
  port?: number
  /** AR minted to the devnet key once it is up (default 100; the site needs 0.02 to allow uploads). */
  fundAr?: number
}

export interface ArlocalHandle {
  /** Node and gateway URL: GET /<txid> serves the data with its Content-Type tag. */
  url: string
  port: number
  /** Stops arlocal and deletes its data folder. Safe to call twice. */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 20_000
const KILL_GRACE_MS = 2_000
/** 1 AR in winston, Arweave's smallest unit. */
export const WINSTON_PER_AR = 1_000_000_000_000n

/** arlocal children still running, with their work folders; killed and removed if this process exits first. */
const running = new Map<ChildProcess, string>()
let exitHookInstalled = false

/** A port the OS says is free right now (arlocal cannot be told to pick one itself). */
function freePort(): Promise<number> {
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

async function waitForArlocal(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`arlocal exited (${child.exitCode}) before answering on ${url}`)
    try {
      const response = await fetch(`${url}/info`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`arlocal did not answer on ${url} within ${READY_TIMEOUT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
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
 * into its working directory; `stop()` removes the folder. Rejects if it does not come up within 20 s.
 */
export async function startArlocal({ port, fundAr = 100 }: ArlocalOptions = {}): Promise<ArlocalHandle> {
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
    await waitForArlocal(url, child)
    if (fundAr > 0) await fundArweaveAddress(url, DEVNET_ARWEAVE_ADDRESS, fundAr)
  } catch (error) {
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}${stderr ? `\n${stderr.trim()}` : ''}`)
  }
  return { url, port: chosenPort, stop }
}
