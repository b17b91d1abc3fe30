import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { freePort } from '../devnet/freePort'

/**
 * A throwaway PostgreSQL cluster for tests (issue #36: the index's suite runs on PGlite and on a real PostgreSQL):
 * initdb in a temporary folder, `postgres` on a free port of 127.0.0.1 (TCP only, trust authentication, fsync off),
 * removed again by stop(). Uses Debian's `postgresql` package (binaries in /usr/lib/postgresql/<version>/bin, or on
 * PATH / in /usr/local/bin). PostgreSQL refuses to run as root, so under root (CI) the cluster belongs to the
 * `postgres` user the package creates, and initdb and postgres run as that user (spawned with its uid and gid, so
 * the server is this process's own child and can be stopped by its pid).
 */

export interface PostgresCluster {
  /** Connection string of the `postgres` database as the `postgres` superuser. */
  url: string
  /** Stops the server (fast shutdown, SIGKILL after 10 s) and deletes the cluster's folder. Safe to call twice. */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 60_000
const KILL_GRACE_MS = 10_000
const SERVICE_USER = 'postgres'

/** Servers still running; killed if this process exits without stopping them. */
const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** The folder holding initdb and postgres, or null when PostgreSQL is not installed. */
export function findPostgresBin(): string | null {
  const debianRoot = '/usr/lib/postgresql'
  const versions = fs.existsSync(debianRoot)
    ? fs
        .readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const candidates = [
    ...versions.map((version) => path.join(debianRoot, version, 'bin')),
    '/usr/local/bin',
    ...(process.env.PATH ?? '').split(path.delimiter),
  ]
  return candidates.find((dir) => dir !== '' && fs.existsSync(path.join(dir, 'initdb'))) ?? null
}

/** postmaster.pid's 8th line is the server's state; "ready" once it accepts connections (PostgreSQL 10+). */
function isReady(dataDir: string): boolean {
  try {
    return fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[7]?.trim() === 'ready'
  } catch {
    return false
  }
}

/**
 * Creates and starts a cluster; resolves once it accepts connections. Throws when PostgreSQL is not installed, when
 * running as root without a `postgres` user, or when the server exits or is not ready within 60 s (with its log);
 * the folder is removed on every failure.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin()
  if (bin === null) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const asRoot = process.getuid?.() === 0
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-postgres-'))
  const dataDir = path.join(root, 'data')
  const logFile = path.join(root, 'server.log')
  const owner = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', SERVICE_USER]).toString()),
        gid: Number(execFileSync('id', ['-g', SERVICE_USER]).toString()),
      }
    : {}
  let child: ChildProcess | undefined
  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      if (child !== undefined && child.exitCode === null && child.signalCode === null) {
        const server = child
        const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
        // SIGINT is PostgreSQL's fast shutdown.
        server.kill('SIGINT')
        const timer = setTimeout(() => server.kill('SIGKILL'), KILL_GRACE_MS)
        await exited
        clearTimeout(timer)
      }
      fs.rmSync(root, { recursive: true, force: true })
    })())
  try {
    if (owner.uid !== undefined) fs.chownSync(root, owner.uid, owner.gid)
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      {
        stdio: 'pipe',
        cwd: root,
        ...owner,
      },
    )
    const port = await freePort()
    const serverArgs = [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=100',
    ]
    const log = fs.openSync(logFile, 'a')
    child = spawn(path.join(bin, 'postgres'), serverArgs, { stdio: ['ignore', log, log], cwd: root, ...owner })
    running.add(child)
    child.once('exit', () => running.delete(child as ChildProcess))
    if (!exitHookInstalled) {
      exitHookInstalled = true
      process.on('exit', () => running.forEach((server) => server.kill('SIGKILL')))
    }
    fs.closeSync(log)
    const deadline = Date.now() + READY_TIMEOUT_MS
    while (!isReady(dataDir)) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('postgres exited while starting')
      if (Date.now() > deadline) throw new Error(`postgres was not ready within ${READY_TIMEOUT_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop }
  } catch (error) {
    const serverLog = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : ''
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${serverLog}`)
  }
}
