import { baseSepoliaConfig } from './baseSepolia'
import { devnetConfig } from './devnet'
import type { AppConfig } from './types'

export type * from './types'
export { ZERO_ADDRESS, NATIVE_COIN_ADDRESS } from './constants'

/**
 * The config of this build. The profile is fixed at build time (`APP_PROFILE`, replaced by webpack's DefinePlugin);
 * production builds default to base-sepolia, `npm start` and the tests to devnet.
 */
export const config: AppConfig = process.env.APP_PROFILE === 'devnet' ? devnetConfig : baseSepoliaConfig
