/** The zero address: "no holder" for getDomainHolder, "no referrer" for mint. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * The native coin's placeholder address in token lists (spec §3 Token descriptor; the ERC-7528 convention); never a
 * valid referrer (spec §5).
 */
export const NATIVE_COIN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Spec §9 business constants. */
export const BREAKPOINT_DESKTOP_PX = 1000
export const TOAST_TIMEOUT_MS = 5000
export const REFRESH_POINTS_TOAST_MS = 2000
export const IMAGE_CHECK_TIMEOUT_MS = 5000
export const IMAGE_MAX_HEIGHT_PX = 500
export const VIDEO_FRAME_HEIGHT_PX = 315
export const MINI_APP_DETECTION_TIMEOUT_MS = 50
export const QUICK_AUTH_REUSE_MARGIN_MS = 15_000
export const CHUNK_RELOAD_GUARD_MS = 10_000
export const DEFAULT_SWAP_SLIPPAGE = '0.5'
export const DEFAULT_SWAP_DEADLINE = '20'
