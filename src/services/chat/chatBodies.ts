import { config } from '../../config'
import { BodyCache, createBodyLoader } from './messageBodies'

/** The app's one message-body cache (memory + storage): bodies are immutable, so a reload fetches none again. */
export const bodyCache = new BodyCache()

/** Loads bodies through the cache from the configured gateways. */
export const bodyLoader = createBodyLoader({
  gateways: { arweaveGateway: config.arweaveGateway, ipfsGateway: config.ipfsGateways[0] },
  cache: bodyCache,
})
