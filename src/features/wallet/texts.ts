/** The network switcher's label on a chain the site does not support (spec §2); also shown by the mobile navbar. */
export const UNSUPPORTED_NETWORK = 'Unsupported network'
