import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react'
import { createApi } from '@reduxjs/toolkit/query/react'
import { injectApi } from './store'
import { setupChainListeners } from './chainListeners'

/** fetchBaseQuery with timeout and retry, loaded on the first HTTP read: a reader's first page makes none. */
const lazyHttpBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const { httpBaseQuery } = await import(/* webpackChunkName: "http-query" */ './httpBaseQuery')
  return httpBaseQuery(args, api, extra ?? {})
}

/**
 * The one RTK Query API for HTTP (architecture.md): the upload endpoint, the Arweave node. Endpoints are injected
 * where they are used (store/api/uploaderApi.ts); every request has a timeout and transient failures retry with
 * backoff, so a flaky network heals without a click; reads refetch when the browser is back online. Absolute or
 * page-relative URLs are given by the endpoints.
 */
export const httpApi = createApi({
  reducerPath: 'httpApi',
  baseQuery: lazyHttpBaseQuery,
  keepUnusedDataFor: 300,
  refetchOnReconnect: true,
  endpoints: () => ({}),
})
// Refetch on focus, on reconnect, and when the chain is reachable again after an outage (issue #19).
injectApi(httpApi, setupChainListeners)
