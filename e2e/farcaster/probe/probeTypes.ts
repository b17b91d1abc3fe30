/** What a probe call returned: its value, or the error's name, message and (quick sign-in) kind. */
export type ProbeOutcome = { ok: true; value: unknown } | { ok: false; name: string; message: string; kind?: string }
