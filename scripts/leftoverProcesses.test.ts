/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process'
import { RUN_MARKER_ENV, describeLeftovers, findLeftovers, newRunId, sweepLeftovers } from './leftoverProcesses'

/**
 * Real processes under /proc: a stand-in service is a `sleep` whose argv[0] reads like a leaked anvil, started with or
 * without this run's marker. The name is set by the exec itself (`argv0`), not by a shell's `exec -a`: a shell's own
 * command line already names the service, so a wait could see the shell and the sweep then read the process in the
 * middle of its exec (no environment yet) and miss it on a busy machine.
 */
const started: ChildProcess[] = []

function startFakeService(name: string, runId: string | null): ChildProcess {
  const env = { ...process.env }
  delete env[RUN_MARKER_ENV]
  if (runId !== null) env[RUN_MARKER_ENV] = runId
  const child = spawn('sleep', ['600'], { argv0: name, env, stdio: 'ignore' })
  started.push(child)
  return child
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** The marker shows in /proc only once the exec has run (before it the child carries Jest's environment). */
async function untilListed(runId: string, pid: number): Promise<void> {
  while (!findLeftovers(runId).some((left) => left.pid === pid)) await new Promise((r) => setImmediate(r))
}

afterEach(async () => {
  for (const child of started.splice(0)) {
    child.kill('SIGKILL')
    await exited(child)
  }
})

describe('leftover service processes of a test run', () => {
  it('finds a service carrying the run marker and kills it after the grace time', async () => {
    const runId = newRunId('leftover-test')
    const anvil = startFakeService('anvil-left-behind', runId)
    await untilListed(runId, anvil.pid ?? -1)

    const left = await sweepLeftovers(runId, 100)

    expect(left.map(({ pid }) => pid)).toEqual([anvil.pid])
    expect(describeLeftovers(left)).toBe(`anvil (pid ${anvil.pid})`)
    await exited(anvil)
    expect(anvil.signalCode).toBe('SIGKILL')
    expect(findLeftovers(runId)).toEqual([])
  })

  it('leaves alone the processes of another run, unmarked ones and non-services', async () => {
    const runId = newRunId('leftover-test')
    const other = startFakeService('redis-server-other-run', newRunId('other'))
    const unmarked = startFakeService('arlocal-unmarked', null)
    const notService = startFakeService('some-helper', runId)
    const ours = startFakeService('chromium-ours', runId)
    await untilListed(runId, ours.pid ?? -1)

    expect(findLeftovers(runId).map(({ pid }) => pid)).toEqual([ours.pid])
    for (const child of [other, unmarked, notService]) expect(child.exitCode).toBeNull()
  })

  it('returns nothing once the run has stopped its services by itself', async () => {
    const runId = newRunId('leftover-test')
    const redis = startFakeService('redis-server-stopping', runId)
    await untilListed(runId, redis.pid ?? -1)
    redis.kill('SIGTERM')

    expect(await sweepLeftovers(runId, 20_000)).toEqual([])
  })
})
