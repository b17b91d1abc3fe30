import { spawn, type ChildProcess } from 'node:child_process'
import * as fs from 'node:fs'
import { Socket } from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import type { Readable } from 'node:stream'
import { DEVNET_CHAIN_ID } from './accounts'
import { NODE_MODULES_DIR } from './paths'

export { DEVNET_ACCOUNTS, DEVNET_CHAIN_ID, DEVNET_MNEMONIC, devnetAccount, type DevnetAccount } from './accounts'

export interface AnvilOptions {
  /** TCP port on 127.0.0.1; 0 or undefined lets the OS pick a free one (no race: anvil binds it itself). */
  port?: number
  /** Mine a block every N seconds; undefined = automine (each transaction mined at once). */
  blockTimeSec?: number
  /** Number of funded accounts from the default mnemonic (default 10). */
  accounts?: number
  /** When false, anvil's own log goes to this process's stdout/stderr (default true: discarded). */
  silent?: boolean
}

export interface AnvilHandle {
  rpcUrl: string
  port: number
  /** Terminates anvil (SIGTERM, then SIGKILL after 3 s) and resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 20_000
const KILL_GRACE_MS = 3_000

/** anvil children still running, with their state cache; killed and removed if this process exits first. */
const running = new Map<ChildProcess, string>()
let exitHookInstalled = false

/**
 * anvil spills every historical state past its in-memory window to disk, by default under ~/.foundry/anvil/tmp, and
 * leaves it there when it is killed: one long e2e run left 3.7 GB, and a night of runs filled the disk mid-suite.
 * Each anvil gets a cache directory of ours instead, named after the Node process that owns it, so it is removed
 * when anvil stops and, if that process was killed, by the next run.
 */
const CACHE_PREFIX = 'anvil-states-'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Removes state caches left by owners that no longer run (a run killed before it could stop its anvil). */
function sweepOrphanCaches(): void {
  const tmp = os.tmpdir()
  for (const entry of fs.readdirSync(tmp)) {
    if (!entry.startsWith(CACHE_PREFIX)) continue
    const owner = Number(entry.slice(CACHE_PREFIX.length).split('-')[0])
    if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) {
      fs.rmSync(path.join(tmp, entry), { recursive: true, force: true })
    }
  }
}

function makeCacheDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${CACHE_PREFIX}${process.pid}-`))
}

function removeCacheDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true })
}

/** The native binary from @foundry-rs/anvil-<os>-<arch>; spawning it directly skips npx and its wrapper process. */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const bin = path.join(NODE_MODULES_DIR, '@foundry-rs', `anvil-${process.platform}-${arch}`, 'bin', exe)
  if (!fs.existsSync(bin)) throw new Error(`anvil binary not found at ${bin}; run npm install`)
  return bin
}

/** Child pipes are net.Sockets at runtime, though typed as plain Readables. */
function unrefPipe(pipe: Readable | null): void {
  if (pipe instanceof Socket) pipe.unref()
}

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const [child, cacheDir] of running) {
      child.kill('SIGKILL')
      removeCacheDir(cacheDir)
    }
  })
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function stopChild(child: ChildProcess): Promise<void> {
  // An unref'd child does not hold the event loop: once the kill timer has fired, a script awaiting this could end
  // mid-await with exit code 0 (the bench did). Stopping it holds the loop until it has exited.
  child.ref()
  const done = exited(child)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS)
  await done
  clearTimeout(timer)
  const cacheDir = running.get(child)
  running.delete(child)
  if (cacheDir !== undefined) removeCacheDir(cacheDir)
}

/** Resolves with the port from anvil's "Listening on 127.0.0.1:<port>" line; rejects if anvil dies first. */
function waitForListening(child: ChildProcess, silent: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    let port: number | null = null
    const timer = setTimeout(
      () => fail(new Error(`anvil did not start within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    )
    function fail(error: Error): void {
      clearTimeout(timer)
      reject(error)
    }
    // Keep draining both pipes for anvil's whole life: a full, unread pipe would block anvil's logging and stall it.
    child.stdout?.on('data', (chunk: Buffer) => {
      if (!silent) process.stdout.write(chunk)
      if (port !== null) return
      stdout += chunk.toString()
      const match = /Listening on [\d.]+:(\d+)/.exec(stdout)
      if (match?.[1] !== undefined) {
        port = Number(match[1])
        clearTimeout(timer)
        resolve(port)
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!silent) process.stderr.write(chunk)
      if (port === null) stderr += chunk.toString()
    })
    child.once('error', fail)
    child.once('exit', (code, signal) => {
      if (port === null) fail(new Error(`anvil exited (${signal ?? code}) before listening: ${stderr.trim()}`))
    })
  })
}

/** Polls eth_chainId until anvil answers with the devnet chain id. */
async function waitForRpc(rpcUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
  for (;;) {
    try {
      const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      const json: { result?: string } = await res.json()
      if (json.result !== undefined && Number(json.result) === DEVNET_CHAIN_ID) return
    } catch {
      // not accepting connections yet
    }
    if (Date.now() > deadline) throw new Error(`anvil at ${rpcUrl} did not answer eth_chainId`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * Starts the npm-installed anvil on 127.0.0.1 with chain id 84532 (Base Sepolia's, so the app needs no special
 * case) and resolves once it answers eth_chainId. Accounts come from the default mnemonic (DEVNET_ACCOUNTS), each
 * funded with 10 000 ETH. Rejects if the binary is missing, the port is taken or anvil does not come up in 20 s.
 * Always call `stop()`. The handle does not keep Node alive: when the process has nothing else to do it exits and
 * anvil is killed with it, so a long-running script must keep itself alive (a server, or waiting for SIGINT).
 */
export async function startAnvil(opts: AnvilOptions = {}): Promise<AnvilHandle> {
  const args = [
    '--chain-id',
    String(DEVNET_CHAIN_ID),
    '--host',
    '127.0.0.1',
    '--port',
    String(opts.port ?? 0),
    '--accounts',
    String(opts.accounts ?? 10),
  ]
  if (opts.blockTimeSec !== undefined) args.push('--block-time', String(opts.blockTimeSec))
  const binary = anvilBinary()
  sweepOrphanCaches()
  const cacheDir = makeCacheDir()
  args.push('--cache-path', cacheDir)

  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  // A forgotten anvil must not keep Node (or a Jest run) alive forever; the exit hook kills it instead.
  child.unref()
  for (const pipe of [child.stdout, child.stderr]) unrefPipe(pipe)
  running.set(child, cacheDir)
  installExitHook()
  try {
    const port = await waitForListening(child, opts.silent ?? true)
    const rpcUrl = `http://127.0.0.1:${port}`
    await waitForRpc(rpcUrl)
    return { rpcUrl, port, stop: () => stopChild(child) }
  } catch (error) {
    await stopChild(child)
    throw error
  }
}
