/** The event index's client (issue #36): typed answers, their checks, requests that never reject, and errors. */
export * from './types'
export * from './errors'
export * from './decode'
export * from './indexClient'
