import { config } from '../../config'
import { findWorkingImage, imageFromDomainData } from '../../lib/imageUrls'
import type { AppDispatch } from '../../store/store'
import { pfpCached } from '../../store/slices/cacheSlice'
import { preloadPicture } from './preloadPicture'

/**
 * Does for a name what its avatar would do once it shows (spec §4 Profile image), as soon as the name's data JSON is
 * known (issue #18: a feed page's pictures start with its bodies, not one round trip after them): starts the
 * picture's download and its check, and caches the outcome by name (the working URL, or '' for none), where the
 * avatar then finds it. A thunk; never rejects. `domainName` without the tld, normalised.
 */
export const warmProfilePicture =
  (domainName: string, data: string) =>
  async (dispatch: AppDispatch): Promise<void> => {
    const reference = imageFromDomainData(data)
    if (reference) preloadPicture(reference, config)
    const src = reference ? await findWorkingImage(reference, config).catch(() => null) : null
    dispatch(pfpCached({ domainName, image: src ?? '', storedAt: Date.now() }))
  }
