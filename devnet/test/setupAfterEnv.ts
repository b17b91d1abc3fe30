/**
 * Chain tests' time limit. A chain test sends and mines several transactions, ~1-2 s on a quiet machine; under a load
 * average of 19 on 2 cores that is ten times as long, so the limit leaves room for it (issue #34). Hooks that start
 * arlocal or seed data set their own (SERVICE_HOOK_TIMEOUT_MS).
 */
jest.setTimeout(60_000)
