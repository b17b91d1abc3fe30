import type { AppConfig, ChannelName } from '../src/config'
import { BREAKPOINT_DESKTOP_PX } from '../src/config/constants'
import { CHANNELS } from '../src/features/chat/channels'
import { MULTICALL3_ABI } from '../src/services/chain/abis'
import { abiInterface } from '../src/services/chain/abiInterface'
import { firstScreenReads } from '../src/services/firstScreenReads'

/** The JSON-RPC body of one eth_call of Multicall3 `aggregate3` holding a channel's first-screen reads. */
export function firstScreenRequest(config: AppConfig, channel: ChannelName, withSidebar: boolean): string {
  const calls = firstScreenReads(config, channel, { withSidebar }).map((call) => ({
    target: call.to,
    allowFailure: true,
    callData: call.data,
  }))
  const data = abiInterface(MULTICALL3_ABI).encodeFunctionData('aggregate3', [calls])
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_call',
    params: [{ to: config.multicall3Address, data }, 'latest'],
  })
}

/**
 * The inline script index.html runs first (issue #8): on a channel's page it sends that channel's first-screen reads
 * at once (with the sidebar's on a wide screen), in parallel with the download of the app's code, and leaves the
 * answer on `window.__earlyReads`, which the app's batcher serves those reads from
 * (src/services/chain/rpc/earlyReads.ts). Elsewhere it does nothing.
 */
export function earlyReadsScript(config: AppConfig): string {
  const requests = Object.fromEntries(
    (Object.keys(CHANNELS) as ChannelName[]).map((channel) => [
      CHANNELS[channel].path,
      [firstScreenRequest(config, channel, false), firstScreenRequest(config, channel, true)],
    ]),
  )
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  return `<script>
      // The first messages' chain read starts now, not after the app's code has loaded (scripts/earlyReads.ts).
      (function () {
        var requests = ${json(requests)}[location.pathname]
        if (!requests || !window.fetch || !window.matchMedia) return
        var request = requests[matchMedia('(min-width: ${BREAKPOINT_DESKTOP_PX}px)').matches ? 1 : 0]
        var response = fetch(${json(config.chain.rpcUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request })
          .then(function (answer) { return answer.json() })
        response.catch(function () {})
        window.__earlyReads = { request: request, response: response, startedAt: performance.now() }
      })()
    </script>`
}
