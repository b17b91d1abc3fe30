import { useState } from 'react'
import styled from 'styled-components'
import type { LaunchpadCollection } from '../../services/nft/types'
import { Button } from '../../ui/Button'
import { ConnectButton } from '../wallet'
import { SwitchChainButton } from '../wallet'
import { useWalletSession } from '../../store/useWalletSession'
import { formatPrice } from './media'
import { useBuyNftMutation, useSellNftMutation } from './nftApi'
import { Muted } from '../../ui/Form'
import { sellBackWarning } from './sellBackLoss'

export const LAST_NFT_NOTE = 'The last NFT of a collection cannot be sold, so this one stays with you.'
export const NO_HOLDING_NOTE = 'You do not hold an NFT of this collection yet.'

/** Why Sell is not possible now; '' when it is. */
export function sellBlocker(collection: LaunchpadCollection): string {
  if (!collection.holding || collection.holding.balance === 0) return NO_HOLDING_NOTE
  if (collection.supply < 2) return LAST_NFT_NOTE
  return ''
}

/**
 * Buy and Sell (issue #15): Buy sends exactly the quoted price (the contract wants the exact value); if the price
 * moved meanwhile, nothing is sent and the new price is shown to confirm; a buy mined after someone else's says who was
 * first and the price now. Sell sells one of yours at the sell price;
 * when yours is the collection's last NFT, the note says why before any click. A holder who can sell is told what
 * selling now returns and how much less that is than the last buy price (issue #39), unless the loss is under 1 %.
 */
export function TradePanel({ collection }: { collection: LaunchpadCollection }) {
  const { isConnected, isSupportedChain } = useWalletSession()
  const [buy, buyState] = useBuyNftMutation()
  const [sell, sellState] = useSellNftMutation()
  const [movedTo, setMovedTo] = useState<string | null>(null)
  const quote = movedTo ?? collection.mintPriceWei
  const blocker = sellBlocker(collection)
  const lossWarning = blocker ? '' : sellBackWarning(collection.lastBuyPriceWei, collection.burnPriceWei)
  // A buy that failed says why on the card as well as in its toast (issue #35: someone bought first), until the next.
  const buyError = buyState.error && 'isRejection' in buyState.error ? null : buyState.error
  const buyFailure = buyError?.message ?? ''

  if (!isConnected) return <ConnectButton fullWidth />
  if (!isSupportedChain) return <SwitchChainButton fullWidth />

  const onBuy = async () => {
    const result = await buy({ address: collection.address, quotedWei: quote })
    if ('data' in result && result.data) {
      setMovedTo(result.data.kind === 'priceMoved' ? result.data.priceWei : null)
    }
  }

  return (
    <Panel>
      {buyFailure && (
        <Muted role="alert" data-testid="buy-failed">
          {buyFailure}
        </Muted>
      )}
      {movedTo && (
        <Muted role="alert" data-testid="price-moved">
          The price has changed to {formatPrice(movedTo)}. Click Buy again to pay the new price.
        </Muted>
      )}
      <Button fullWidth onClick={() => void onBuy()} isLoading={buyState.isLoading} data-testid="buy-nft">
        Buy for {formatPrice(quote)}
      </Button>
      <Button
        fullWidth
        variant="secondary"
        onClick={() => void sell({ address: collection.address })}
        isLoading={sellState.isLoading}
        disabled={Boolean(blocker)}
        disabledReason={blocker}
        data-testid="sell-nft"
      >
        Sell one for {formatPrice(collection.burnPriceWei)}
      </Button>
      {lossWarning && (
        <Muted role="note" data-testid="sell-loss-warning">
          {lossWarning}
        </Muted>
      )}
      {blocker && collection.holding && collection.holding.balance > 0 && (
        <Muted data-testid="sell-note">{blocker}</Muted>
      )}
    </Panel>
  )
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`
