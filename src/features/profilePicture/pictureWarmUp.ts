import { config } from '../../config'
import { namesApi } from '../../store/api/namesApi'
import { selectFreshPfpRecord } from '../../store/slices/cacheSlice'
import { startAppListening } from '../../store/store'
import { warmProfilePicture } from './warmProfilePicture'

let isStarted = false

/**
 * From now on, whenever a name's data JSON lands in the `getDomainData` cache (a feed page's author loading, the early
 * lens read, any screen's read), its picture starts at once (warmProfilePicture: download and check), unless the
 * outcome for that name is cached and fresh (issue #18: the avatars then find it ready when they render, instead of
 * starting then). Idempotent; started by the avatar's module, so it comes with the first avatar's code.
 */
export function startPictureWarmUp(): void {
  if (isStarted) return
  isStarted = true
  startAppListening({
    matcher: namesApi.endpoints.getDomainData.matchFulfilled,
    effect: (action, { dispatch, getState }) => {
      const domainName = action.meta.arg.originalArgs
      if (selectFreshPfpRecord(domainName, config.expiryPfps)(getState())) return
      void dispatch(warmProfilePicture(domainName, action.payload))
    },
  })
}
