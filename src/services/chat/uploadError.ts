/**
 * An upload the endpoint refused (its JSON error), or that could not reach it. In a module of its own so the chat's
 * light chunk can tell it apart without carrying the upload code.
 */
export class UploadError extends Error {
  constructor(
    message: string,
    /** The endpoint's error code ('no_name', 'rate_limited', ...) or 'network'. */
    readonly code: string,
    readonly status = 0,
  ) {
    super(message)
  }
}
