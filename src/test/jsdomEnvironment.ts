import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment'
import JSDOMEnvironment from 'jest-environment-jsdom'

/**
 * jsdom as the unit tests' browser, with the fetch family the browser has and jsdom lacks (fetch, Request, Response,
 * Headers, and the AbortController/AbortSignal pair that Request accepts), taken from Node: RTK Query's fetchBaseQuery
 * builds a Request for every call. Tests still replace `fetch` itself with a fake; nothing reaches a network.
 */
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context)
    const { fetch, Request, Response, Headers, AbortController, AbortSignal } = globalThis
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal })
  }
}
