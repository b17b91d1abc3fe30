import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'

// Lazy pages and chunks resolve on a busy CI machine in more than testing-library's default 1 s; at a load of ten
// per core a layout's first page took over 5 s. Half of Jest's testTimeout (jest.config.ts), so a wait that runs out
// still fails with its own message.
configure({ asyncUtilTimeout: 10_000 })

/*
 * An unexpected console.error fails the test that logged it (React's act() warnings, prop-type and key warnings,
 * uncaught render errors): they are bugs even when the assertions pass. A test that expects an error spies on
 * console.error itself (jest.spyOn(console, 'error').mockImplementation(...)), which replaces this guard.
 */
let unexpectedErrors: unknown[][] = []
const originalError = console.error

beforeEach(() => {
  unexpectedErrors = []
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(args)
    originalError(...args)
  }
})

afterEach(() => {
  const logged = unexpectedErrors
  console.error = originalError
  if (logged.length > 0) {
    throw new Error(
      `The test logged ${logged.length} unexpected console.error call(s); the first: ${String(logged[0]?.[0])}`,
    )
  }
})
