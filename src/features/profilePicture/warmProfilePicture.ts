import { config } from '../../config'
import { IMAGE_CHECK_TIMEOUT_MS } from '../../config/constants'
import { earlyResponse } from '../../lib/earlyFetches'
import { findWorkingImage, imageCandidates, imageFromDomainData, isSuccessStatus } from '../../lib/imageUrls'
import type { AppDispatch } from '../../store/store'
import { pfpCached } from '../../store/slices/cacheSlice'
import { preloadPicture } from '../../lib/preloadPicture'

/** The working URL of `reference`: the HEAD check index.html's script sent early when it passed, else a check now. */
async function workingUrl(reference: string): Promise<string | null> {
  const first = imageCandidates(reference, config)[0]
  const early = first ? await earlyResponse('HEAD', first, IMAGE_CHECK_TIMEOUT_MS) : null
  if (first && early && isSuccessStatus(early.status)) return first
  return findWorkingImage(reference, config).catch(() => null)
}

/**
 * Does for a name what its avatar would do once it shows (spec §4 Profile image), as soon as the name's data JSON is
 * known (issue #18: a feed page's pictures start with its bodies, not one round trip after them): starts the
 * picture's download and its check (spec §7 HEAD; for the landing channel's newest authors index.html's script has
 * usually sent it already: lib/earlyFetches.ts), and caches the outcome by name (the working URL, or '' for none),
 * where the avatar then finds it. A thunk; never rejects. `domainName` without the tld, normalised.
 */
export const warmProfilePicture =
  (domainName: string, data: string) =>
  async (dispatch: AppDispatch): Promise<void> => {
    const reference = imageFromDomainData(data)
    if (reference) preloadPicture(reference, config)
    const src = reference ? await workingUrl(reference) : null
    dispatch(pfpCached({ domainName, image: src ?? '', storedAt: Date.now() }))
  }
