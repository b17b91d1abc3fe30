import { config } from '../../config'
import { findWorkingImage, imageFromDomainData } from '../../lib/imageUrls'
import type { AppDispatch } from '../../store/store'
import { pfpCached } from '../../store/slices/cacheSlice'

/**
 * Does for a name what its avatar would do once it shows (spec §4 Profile image), as soon as the name's data JSON is
 * known (issue #18: a feed page's pictures start with its bodies, not one round trip after them): loads the picture,
 * one GET per candidate that is its check and its download at once (issue #41; for the landing channel's newest
 * authors index.html's script has usually started that GET already, and the browser hands it over), and caches the
 * outcome by name (the working URL, or '' for none), where the avatar then finds it. A thunk; never rejects.
 * `domainName` without the tld, normalised.
 */
export const warmProfilePicture =
  (domainName: string, data: string) =>
  async (dispatch: AppDispatch): Promise<void> => {
    const reference = imageFromDomainData(data)
    const src = reference ? await findWorkingImage(reference, config).catch(() => null) : null
    dispatch(pfpCached({ domainName, image: src ?? '', storedAt: Date.now() }))
  }
