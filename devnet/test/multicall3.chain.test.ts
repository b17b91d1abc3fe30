import type { Result } from 'ethers'
import { devnetAccount } from '../accounts'
import { revertOf } from '../revert'
import { SEED } from '../seed'
import { read, setupChainFixture } from './helpers'

const env = setupChainFixture()
const addr = (i: number): string => devnetAccount(i).address

interface Call3 {
  target: string
  allowFailure: boolean
  callData: string
}

describe('Multicall3', () => {
  it('batches reads with aggregate3 and reports allowed failures in place', async () => {
    const { c, chain, ifaces } = env()
    const tld = chain.addresses.punkTld
    const calls: Call3[] = [
      { target: tld, allowFailure: false, callData: ifaces.PunkTld.encodeFunctionData('getDomainHolder', ['alice']) },
      { target: tld, allowFailure: false, callData: ifaces.PunkTld.encodeFunctionData('defaultNames', [addr(2)]) },
      { target: tld, allowFailure: true, callData: ifaces.PunkTld.encodeFunctionData('tokenURI', [999n]) },
      {
        target: chain.addresses.activityPoints,
        allowFailure: false,
        callData: ifaces.ActivityPoints.encodeFunctionData('getPoints', [addr(4)]),
      },
    ]
    const results = ((await read(c.multicall3, 'aggregate3', calls)) as Result).toArray() as Result[]
    const [holder, bobName, missing, points] = results.map((r) => r.toArray() as [boolean, string])

    expect(holder?.[0]).toBe(true)
    expect(ifaces.PunkTld.decodeFunctionResult('getDomainHolder', holder?.[1] ?? '0x')[0]).toBe(addr(1))
    expect(ifaces.PunkTld.decodeFunctionResult('defaultNames', bobName?.[1] ?? '0x')[0]).toBe(SEED.names[2].name)
    expect(missing?.[0]).toBe(false)
    expect(ifaces.PunkTld.parseError(missing?.[1] ?? '0x')?.name).toBe('ERC721NonexistentToken')
    expect(ifaces.ActivityPoints.decodeFunctionResult('getPoints', points?.[1] ?? '0x')[0]).toBe(0n)
  })

  it('reverts the whole batch when a call that must succeed fails', async () => {
    const { c, chain, ifaces } = env()
    const callData = ifaces.PunkTld.encodeFunctionData('tokenURI', [999n])
    const calls: Call3[] = [{ target: chain.addresses.punkTld, allowFailure: false, callData }]
    expect(await revertOf(read(c.multicall3, 'aggregate3', calls))).toBe('Multicall3: call failed')
  })

  it('reads balance, block number and timestamp', async () => {
    const { c, chain } = env()
    const block = await chain.provider.getBlock('latest')
    expect(await read(c.multicall3, 'getEthBalance', addr(8))).toBe(await chain.provider.getBalance(addr(8)))
    expect(await read(c.multicall3, 'getBlockNumber')).toBe(BigInt(block?.number ?? -1))
    expect(await read(c.multicall3, 'getCurrentBlockTimestamp')).toBeGreaterThanOrEqual(BigInt(block?.timestamp ?? 0))
  })
})
