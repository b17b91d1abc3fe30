import { useEffect, useRef, useState } from 'react'
import { config } from '../../config'
import { newHeadsFor } from '../../services/chain/blockWatch/newHeads'
import { defaultPollTiming, PollScheduler } from '../../services/chain/blockWatch/pollScheduler'
import { watchReaderInput } from '../../services/chain/blockWatch/readerInput'
import { useIsPageVisible } from './useClock'

/**
 * Polls a feed's count adaptively (issue #18) while `poll` is given: once per block while the reader is active, backing
 * off to one read per 30 s while idle (no input for 10 s and `isAtNewest` false), nothing while the page is hidden;
 * following pushed block heads when the chain config has a `wsRpcUrl`, polling over HTTP while the socket is down.
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
      poll: () => latestPoll.current?.(),
      timing: defaultPollTiming(blockTimeMs),
      heads: wsRpcUrl ? newHeadsFor(wsRpcUrl) : undefined,
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
