import { config } from '../../../config'
import { absoluteUrl } from '../../../lib/absoluteUrl'
import type { LinkPreview } from '../../../../protocol/linkPreview'
import { httpApi } from '../../../store/httpApi'
import { linkPreviewUrl, requestLinkPreview } from './requestPreview'

/**
 * How long a preview nobody shows stays cached (s): 6 hours, as long as the endpoint caches it. A page's title and
 * description rarely change, and scrolling back through a feed should not ask again.
 */
export const PREVIEW_KEEP_SECONDS = 6 * 60 * 60

/**
 * The link-preview endpoint (issue #38), injected into the HTTP API where the cards load (their own chunk). Its
 * queryFn does its own tries (requestPreview.ts): a 4xx other than 429 is cached as null (no card) without a retry; a
 * 5xx or network failure is tried three times with back-off; a 429 and a last failure are errors, which RTK Query asks
 * again for when the card next mounts. The argument is the message's link (absolute http(s)).
 */
export const linkPreviewApi = httpApi.injectEndpoints({
  endpoints: (build) => ({
    getLinkPreview: build.query<LinkPreview | null, string>({
      queryFn: (link, { signal }) =>
        requestLinkPreview(absoluteUrl(linkPreviewUrl(config.uploadUrl, link)), { signal }),
      keepUnusedDataFor: PREVIEW_KEEP_SECONDS,
    }),
  }),
})

export const { useGetLinkPreviewQuery } = linkPreviewApi
