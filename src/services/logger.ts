/**
 * The app's logger. Failures the spec says are "logged only" (wallet connection, network switch, read failures) go
 * here, so tests can silence or assert them and production keeps them in the console for support.
 */
export const logger = {
  warn: (message: string, detail?: unknown) => console.warn(`[app] ${message}`, detail ?? ''),
  error: (message: string, detail?: unknown) => console.error(`[app] ${message}`, detail ?? ''),
}
