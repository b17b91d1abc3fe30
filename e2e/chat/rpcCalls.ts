import type { Page } from '@playwright/test'
import { Interface } from 'ethers'
import {
  ACTIVITY_POINTS_ABI,
  ERC20_ABI,
  MULTICALL3_ABI,
  PUNK_MINTER_ABI,
  PUNK_TLD_ABI,
} from '../../src/services/chain/abis'
import { CHAT_CHANNEL_ABI } from '../../src/services/chat/chatAbi'

const multicall = new Interface(MULTICALL3_ABI)
// One interface for every read the app makes; fragments with clashing selectors are left out (their names stay hex).
const reads = new Interface(
  [...CHAT_CHANNEL_ABI, ...PUNK_TLD_ABI, ...PUNK_MINTER_ABI, ...ERC20_ABI, ...ACTIVITY_POINTS_ABI].filter(
    (fragment, index, all) =>
      fragment.startsWith('function') &&
      all.findIndex((other) => other.split('(')[0] === fragment.split('(')[0]) === index,
  ),
)

const nameOf = (data: string) => {
  try {
    return reads.parseTransaction({ data })?.name ?? data.slice(0, 10)
  } catch {
    return data.slice(0, 10)
  }
}

/** One line per RPC request the page sends from now on: the function names inside it (multicalls unpacked). */
export function recordRpcCalls(page: Page): string[] {
  const lines: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.startsWith('/devnet/rpc')) return
    const body = JSON.parse(request.postData() ?? '{}') as { method?: string; params?: { data?: string }[] }
    const data = body.params?.[0]?.data ?? ''
    try {
      const [calls] = multicall.decodeFunctionData('aggregate3', data) as unknown as [{ callData: string }[]]
      lines.push(`multicall: ${calls.map((call) => nameOf(call.callData)).join(', ')}`)
    } catch {
      lines.push(`${body.method ?? '?'}${data ? `: ${nameOf(data)}` : ''}`)
    }
  })
  return lines
}
