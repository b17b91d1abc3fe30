import { config } from '../../config'
import { notify } from '../../store/toasts/notify'
import { findInError } from '../../services/errors/walk'
import { logger } from '../../services/logger'
import { watchAsset } from '../../services/wallet/watchAsset'

const isRejection = (error: unknown) => findInError(error, (node) => (node.code === 4001 ? true : undefined)) === true

/**
 * Spec §7 Wallet requests, add token: offers the chat token to the connected wallet (`wallet_watchAsset`, ERC20 with
 * address, symbol, decimals 18 and image). Every outcome gets a toast; never throws. Loaded on the first click.
 */
export async function addChatToken(): Promise<void> {
  const symbol = config.chatTokenSymbol
  try {
    const added = await watchAsset({
      address: config.chatTokenAddress,
      symbol,
      decimals: config.chatTokenDecimals,
      image: new URL(config.chatTokenImage, window.location.origin).href,
    })
    if (added) notify.success(`${symbol} was added to your wallet.`)
    else notify.warning(`Your wallet did not add ${symbol}.`)
  } catch (error) {
    if (isRejection(error)) {
      notify.warning(`You declined adding ${symbol} to your wallet.`)
    } else {
      logger.warn('Adding the chat token to the wallet failed', error)
      notify.error(`Could not add ${symbol} to your wallet.`)
    }
  }
}
