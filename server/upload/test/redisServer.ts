import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

/** Where Debian's redis-server package puts the binary (.ci/run installs it when missing); REDIS_SERVER overrides. */
export const REDIS_SERVER_BINARY = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'

/** A redis-server child process for tests: its URL, and stop/start to take it down and bring it back on one port. */
export interface TestRedis {
  url: string
  port: number
  /** Stops the server (SIGKILL: an abrupt loss, as a crash would be) and resolves once the process is gone. */
  stop(): Promise<void>
  /** Starts it again on the same port (empty: nothing is persisted) and resolves once it answers PING. */
  start(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Sends one PING over a raw socket; resolves true on +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      answer += chunk.toString()
      if (answer.includes('\r\n')) {
        socket.destroy()
        resolve(answer.startsWith('+PONG'))
      }
    })
    socket.once('error', () => resolve(false))
  })
}

/** Resolves once the process prints that it accepts connections (event-driven, no polling); rejects if it exits. */
function whenListening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready to accept connections/.test(output)) {
        child.stdout?.off('data', onData)
        child.off('exit', onExit)
        resolve()
      }
    }
    const onExit = (code: number | null) => reject(new Error(`redis-server exited (${code}):\n${output}`))
    child.stdout?.on('data', onData)
    child.once('exit', onExit)
  })
}

/**
 * Starts a throw-away redis-server on a free port (no persistence, bound to 127.0.0.1) and resolves once it answers
 * PING. Throws a clear message when the binary is missing (install Debian's `redis-server`).
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (!fs.existsSync(REDIS_SERVER_BINARY)) {
    throw new Error(`${REDIS_SERVER_BINARY} is missing: apt-get install redis-server (or set REDIS_SERVER)`)
  }
  const port = await freePort()
  let child: ChildProcess | undefined

  async function start(): Promise<void> {
    child = spawn(
      REDIS_SERVER_BINARY,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    await whenListening(child)
    if (!(await ping(port))) throw new Error(`redis-server on port ${port} does not answer PING`)
  }

  async function stop(): Promise<void> {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGKILL')
    })
  }

  await start()
  return { url: `redis://127.0.0.1:${port}`, port, stop, start }
}
