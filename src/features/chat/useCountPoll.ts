import { useEffect, useRef, useState } from 'react'
import { config } from '../../config'
import { addressBloomBits, bloomMayContain, loadKeccak256 } from '../../services/chain/blockWatch/logsBloom'
import type { BlockHead } from '../../services/chain/blockWatch/newHeads'
import { newHeadsFor } from '../../services/chain/blockWatch/newHeads'
import { defaultPollTiming, PollScheduler } from '../../services/chain/blockWatch/pollScheduler'
import { watchReaderInput } from '../../services/chain/blockWatch/readerInput'
import { afterComposer } from './composerShown'
import { useIsPageVisible } from './useClock'

/** True for an RTK Query refetch outcome that failed (`{ isError: true }`). */
const isFailedRead = (outcome: unknown): boolean =>
  typeof outcome === 'object' && outcome !== null && 'isError' in outcome && outcome.isError === true

/**
 * A head filter for the chat channels' counts (issue #41: an idle tab reads nothing): true for a head whose logs
 * bloom may hold an event of any chat channel (the count read serves every channel's unread badge too), false for one
 * that surely holds none. The hash code loads once the composer has settled (it only saves reads, so it waits behind
 * the first screen); until it is in, every head counts.
 */
function chatChannelHeads(): (head: BlockHead) => boolean {
  let channelBits: number[][] | null = null
  afterComposer()
    .then(loadKeccak256)
    .then((keccak256) => {
      channelBits = Object.values(config.chatChannels).map((address) => addressBloomBits(address, keccak256))
    })
    .catch(() => undefined)
  return (head) => channelBits === null || channelBits.some((bits) => bloomMayContain(head.logsBloom, bits))
}

/**
 * Polls a feed's count adaptively (issue #18) while `poll` is given: once per block while the reader is active, backing
 * off to one read per 30 s while idle (no input for 10 s and `isAtNewest` false), nothing while the page is hidden;
 * following pushed block heads when the chain config has a `wsRpcUrl` (only those whose logs bloom may hold a chat
 * channel's event: an idle tab at the newest message reads nothing), polling over HTTP while the socket is down.
 * One scheduler per mounted feed; `poll` may change identity freely (the latest one is called).
 */
export function useCountPoll(poll: (() => unknown) | undefined, isAtNewest: boolean): void {
  const latestPoll = useRef(poll)
  useEffect(() => {
    latestPoll.current = poll
  }, [poll])
  const isVisible = useIsPageVisible()
  const [scheduler, setScheduler] = useState<PollScheduler | null>(null)
  const isEnabled = poll !== undefined

  useEffect(() => {
    if (!isEnabled) return
    const { wsRpcUrl, blockTimeMs } = config.chain
    const created = new PollScheduler({
      poll: async () => {
        // A query's refetch resolves with its outcome; a failed one rejects here, so the scheduler reads again.
        const outcome: unknown = await latestPoll.current?.()
        if (isFailedRead(outcome)) throw new Error('The count read failed')
      },
      timing: defaultPollTiming(blockTimeMs),
      heads: wsRpcUrl ? newHeadsFor(wsRpcUrl) : undefined,
      isRelevantHead: wsRpcUrl ? chatChannelHeads() : undefined,
    })
    setScheduler(created)
    const stopInput = watchReaderInput(() => created.noteInput())
    return () => {
      stopInput()
      created.stop()
      setScheduler(null)
    }
  }, [isEnabled])

  useEffect(() => scheduler?.setAtNewest(isAtNewest), [scheduler, isAtNewest])
  useEffect(() => {
    scheduler?.setVisible(isVisible)
    scheduler?.start()
  }, [scheduler, isVisible])
}
