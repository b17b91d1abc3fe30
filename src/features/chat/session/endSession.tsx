import { config, type ChannelName } from '../../../config'
import { SESSION_KEYS_ADDRESS } from '../../../config/sessionKeys'
import { formatAmount } from '../../../lib/units'
import { loadChatServices } from '../../../services/chat/loadChatServices'
import { logger } from '../../../services/logger'
import { startAppListening } from '../../../store/store'
import { selectAddress } from '../../../store/slices/walletSlice'
import { notify } from '../../../store/toasts/notify'
import { Button } from '../../../ui/Button'

/**
 * Ends the posting session of `user` (issue #38) and says what came back: the key revokes itself and returns its
 * balance. Never rejects: the failure is toasted and logged.
 */
export async function endSessionWithToast(user: string): Promise<void> {
  try {
    const chat = await loadChatServices()
    const ended = await chat.endPostingSession(user)
    if (ended) {
      const amount = formatAmount(ended.returnedWei, config.chain.nativeCurrency.decimals, 6)
      notify.success(`Session revoked: ${amount} ${config.chain.nativeCurrency.symbol} returned to your wallet.`)
    }
  } catch (error) {
    logger.warn('Ending the posting session failed', error)
    notify.error('Could not revoke the session. Try again.')
  }
}

/**
 * Issue #38: when the wallet disconnects while a posting session of its account is kept in this browser, a toast
 * offers to revoke it (the key does it alone, no wallet needed). A session counts when it is active in any channel
 * (a site may mix channel contracts, and General's may take no keys) or its key still holds funds. Registered once,
 * when the posting chunk loads.
 */
startAppListening({
  predicate: (_action, current, previous) => selectAddress(previous) !== null && selectAddress(current) === null,
  effect: async (_action, api) => {
    const user = selectAddress(api.getOriginalState())
    if (!user || !SESSION_KEYS_ADDRESS) return
    const chat = await loadChatServices()
    const channels = Object.keys(config.chatChannels) as ChannelName[]
    const views = await Promise.all(channels.map((channel) => chat.readPostingSession(user, channel).catch(() => null)))
    const isKept = views.some((view) => view !== null && (view.status.kind === 'active' || view.keyBalanceWei > 0n))
    if (!isKept) return
    notify.info(
      <span data-testid="session-disconnect-offer">
        Your posting session stays active in this browser.{' '}
        <Button variant="secondary" onClick={() => void endSessionWithToast(user)}>
          Revoke it
        </Button>
      </span>,
    )
  },
})
