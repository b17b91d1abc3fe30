import { TextDecoder, TextEncoder } from 'node:util'

// jsdom lacks these; react-router and ethers need them before any import runs.
Object.assign(globalThis, { TextEncoder, TextDecoder })

// jsdom has no matchMedia; the layout asks it for the desktop breakpoint. Tests see a desktop viewport by default.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  })
}
