import type { LinkPreviewErrorCode } from '../../protocol/linkPreview'

/**
 * The codes a fetch can end with (the others come from the route). The codes' statuses and the error body are the
 * wire protocol's (protocol/linkPreview.ts), shared with the site.
 */
export type FetchErrorCode = Exclude<LinkPreviewErrorCode, 'rate_limited' | 'limits_unavailable'>

/** A fetch that ended without a preview; `code` fixes the HTTP status, `message` is for people. */
export class PreviewRefused extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
  ) {
    super(message)
  }
}
