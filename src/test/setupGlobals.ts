import { TextDecoder, TextEncoder } from 'node:util'

// jsdom lacks these; react-router and ethers need them before any import runs.
Object.assign(globalThis, { TextEncoder, TextDecoder })
