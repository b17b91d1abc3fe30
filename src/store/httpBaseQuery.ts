import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query'

/** How long one HTTP request may take before it counts as failed (and is retried). */
const HTTP_TIMEOUT_MS = 5000

/** Transient failures (timeouts, 5xx, 429, network errors) are tried again with RTK Query's backoff. */
const HTTP_RETRIES = 2

/** fetchBaseQuery with a timeout, wrapped in RTK Query's retry with backoff (loaded with the first HTTP read). */
export const httpBaseQuery = retry(fetchBaseQuery({ timeout: HTTP_TIMEOUT_MS }), { maxRetries: HTTP_RETRIES })
