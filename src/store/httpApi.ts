import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react'

/** How long one HTTP request may take before it counts as failed (and is retried). */
export const HTTP_TIMEOUT_MS = 5000

/** Transient failures (timeouts, 5xx, 429, network errors) are tried again with RTK Query's backoff. */
const HTTP_RETRIES = 2

/**
 * The one RTK Query API for HTTP (architecture.md): the upload endpoint, the Arweave node. Endpoints are injected
 * where they are used (store/api/uploaderApi.ts); every request has a timeout and transient failures retry with
 * backoff, so a flaky network heals without a click. Absolute or page-relative URLs are given by the endpoints.
 */
export const httpApi = createApi({
  reducerPath: 'httpApi',
  baseQuery: retry(fetchBaseQuery({ timeout: HTTP_TIMEOUT_MS }), { maxRetries: HTTP_RETRIES }),
  keepUnusedDataFor: 300,
  // Refetched when the browser is back online or after a while away from the tab (issue #19, chainListeners.ts).
  refetchOnReconnect: true,
  endpoints: () => ({}),
})
