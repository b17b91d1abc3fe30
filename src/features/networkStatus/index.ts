export { CHAIN_UNREACHABLE_MESSAGE, ChainStatusBanner } from './ChainStatusBanner'
