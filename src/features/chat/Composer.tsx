import { Suspense, useEffect } from 'react'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../store/store'
import type { ChannelName } from '../../config'
import { config } from '../../config'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { Spinner } from '../../ui/Spinner'
import { rightSidebarToggled, selectOpenPanel } from '../../store/slices/layoutSlice'
import { useUsername } from '../../store/useUsername'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { useWalletSession } from '../../store/useWalletSession'
import { useIsDesktop } from '../../store/useMediaQuery'
import { markComposerShown } from './composerShown'
import { ComposerForm, preloadPostingParts } from './postingParts'

export interface ComposerProps {
  channel: ChannelName
  /** Main message to reply to, or null to post a new message. */
  parentIndex: number | null
}

/** Spec-worded button for a connected user without a name; it leads to the name mint widget. */
function GetANameButton() {
  const dispatch = useAppDispatch()
  const isDesktop = useIsDesktop()
  const openPanel = useAppSelector(selectOpenPanel)
  const goToMint = () => {
    if (!isDesktop && openPanel !== 'right') dispatch(rightSidebarToggled())
    setTimeout(() => document.getElementById('mint-name')?.focus(), 50)
  }
  return (
    <Button fullWidth onClick={goToMint} data-testid="get-a-name">
      Get yourself a {config.tldName} name to post
    </Button>
  )
}

/**
 * The message composer (issues #5 part 4, #16). Without a connection it offers Connect, on another chain the switch,
 * and without a name 'Get yourself a {tld} name to post'; a name holder gets the form (ComposerForm).
 *
 * Issue #18: the form and the rest of the posting code are a chunk of their own (postingParts), so a reader who cannot
 * post never loads them. It is asked for as soon as a wallet starts connecting (a returning user's remembered wallet
 * reconnecting at startup, or the Connect dialog), so it loads alongside the wallet's own code and the name lookup.
 */
export function Composer({ channel, parentIndex }: ComposerProps) {
  const { address, isConnected, isConnecting, isSupportedChain } = useWalletSession()
  const { username, isLoading: isNameLoading } = useUsername(address, { revalidate: true })
  const isDesktop = useIsDesktop()
  const isReply = parentIndex !== null
  const hasWalletSession = isConnected || isConnecting
  useEffect(() => {
    // A failure surfaces when the form renders (the error boundary's chunk reload); nothing to do here.
    if (hasWalletSession) preloadPostingParts().catch(() => {})
  }, [hasWalletSession])
  const showsForm = isConnected && isSupportedChain && Boolean(username && address)
  useEffect(() => {
    // The form marks itself once its code is in; the other end states are settled as they render.
    if (!showsForm && !isNameLoading && !isConnecting) markComposerShown()
  }, [showsForm, isNameLoading, isConnecting])

  if (!isConnected) {
    // Below 1000 px the card under the navbar already holds the one Connect Wallet call to action (issue #17).
    return (
      <Card aria-label="Post a message">
        <Hint>Connect your wallet to {isReply ? 'reply' : 'post'}.</Hint>
        {isDesktop && <ConnectButton fullWidth />}
      </Card>
    )
  }
  if (!isSupportedChain) {
    return (
      <Card aria-label="Post a message">
        <Hint>Posting happens on {config.chain.name}.</Hint>
        <SwitchChainButton fullWidth />
      </Card>
    )
  }
  if (!username || !address) {
    return (
      <Card aria-label="Post a message">{isNameLoading ? <Hint>Checking your name…</Hint> : <GetANameButton />}</Card>
    )
  }
  return (
    <Suspense
      fallback={
        <Card aria-label={isReply ? 'Write a reply' : 'Post a message'} aria-busy="true">
          <Spinner label="Loading the composer…" />
        </Card>
      }
    >
      <ComposerForm channel={channel} parentIndex={parentIndex} address={address} />
    </Suspense>
  )
}

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`
