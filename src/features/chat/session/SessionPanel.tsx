import { useCallback, useEffect, useId, useState } from 'react'
import styled from 'styled-components'
import type { ChannelName } from '../../../config'
import { config } from '../../../config'
import { SESSION_KEYS_ADDRESS } from '../../../config/sessionKeys'
import type { SessionFunding, SessionView } from '../../../services/chat/chatServices'
import { TX_REPORTED } from '../../../services/chat/errorCodes'
import { loadChatServices } from '../../../services/chat/loadChatServices'
import { txSettled } from '../../../services/tx/txEvents'
import { formatAmount } from '../../../lib/units'
import { Button } from '../../../ui/Button'
import { Modal } from '../../../ui/Modal'
import { FormModalFooter } from '../../../ui/FormModalFooter'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../../store/toasts/notify'
import { endSessionWithToast } from './endSession'

const HOUR = 3_600
/** The session lengths offered (s): 24 h is the default, 7 days the registry's maximum. */
const DURATIONS = [
  { seconds: HOUR, label: '1 hour' },
  { seconds: 24 * HOUR, label: '24 hours' },
  { seconds: 3 * 24 * HOUR, label: '3 days' },
  { seconds: 7 * 24 * HOUR, label: '7 days' },
] as const
const DEFAULT_POSTS = 20
const MAX_POSTS = 500

const eth = (wei: bigint) =>
  `${formatAmount(wei, config.chain.nativeCurrency.decimals, 6)} ${config.chain.nativeCurrency.symbol}`

/** 'Thu 3 Dec, 14:05' in the user's locale. */
const endTime = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })

export interface SessionPanelProps {
  channel: ChannelName
  /** The connected account, holding a name. */
  address: string
  /** The channel's post price (wei, decimal), once read. */
  priceWei: string | undefined
}

/**
 * Session posting in the composer (issue #38): without a session, the offer 'Skip wallet prompts' (a name without
 * 'Post', which stays the send button's alone) and its
 * dialog (length, number of posts, the cost up front); with one, 'Session active until …, N posts left' and Revoke,
 * which returns what is left of its funds. Where the channel's contract takes no session keys (the site has no
 * registry, or the contract is a reference one without the session functions), one line says posts go through the
 * wallet and why. Reads the session on mount and after every settled transaction.
 */
export function SessionPanel({ channel, address, priceWei }: SessionPanelProps) {
  const [view, setView] = useState<SessionView | null | undefined>(undefined)
  const [support, setSupport] = useState<{ channel: ChannelName; takesKeys: boolean } | null>(null)
  const [isDialogOpen, setDialogOpen] = useState(false)
  const [isEnding, setEnding] = useState(false)

  const refresh = useCallback(() => {
    if (!SESSION_KEYS_ADDRESS) return
    loadChatServices()
      .then((chat) => {
        // Kept once answered (sessionKeys.ts); a failed read says nothing either way and is tried at the next refresh.
        chat.channelTakesPostingSessions(channel).then(
          (takesKeys) => setSupport({ channel, takesKeys }),
          () => undefined,
        )
        return chat.readPostingSession(address, channel)
      })
      .then(setView, () => setView(null))
  }, [address, channel])
  useEffect(() => {
    refresh()
    return txSettled.subscribe(refresh)
  }, [refresh])

  // Without a registry no channel takes keys; otherwise the channel's contract says, and until then nothing shows.
  const takesKeys = !SESSION_KEYS_ADDRESS ? false : support?.channel === channel ? support.takesKeys : undefined
  if (takesKeys === false) {
    return (
      <Line data-testid="session-status">Each post asks your wallet: this channel's contract has no sessions.</Line>
    )
  }
  if (view === undefined || takesKeys === undefined) return null
  const revoke = async () => {
    setEnding(true)
    await endSessionWithToast(address)
    setEnding(false)
    refresh()
  }
  if (view && view.status.kind === 'active') {
    const { expiresAt, postsLeft } = view.status
    return (
      <Row data-testid="session-status">
        <Line role="status">
          Session active until {endTime(expiresAt)}, {postsLeft} {postsLeft === 1 ? 'post' : 'posts'} left.
        </Line>
        <Button variant="secondary" onClick={() => void revoke()} isLoading={isEnding}>
          Revoke
        </Button>
      </Row>
    )
  }
  const ended = view && view.keyBalanceWei > 0n
  return (
    <Row data-testid="session-status">
      {ended && (
        <Line>
          Your session has ended.{' '}
          <LinkButton type="button" onClick={() => void revoke()} disabled={isEnding}>
            Return its funds
          </LinkButton>
        </Line>
      )}
      <Button
        variant="secondary"
        onClick={() => setDialogOpen(true)}
        disabled={!priceWei}
        disabledReason="Reading the price…"
      >
        Skip wallet prompts
      </Button>
      {isDialogOpen && priceWei && (
        <SessionDialog
          address={address}
          priceWei={BigInt(priceWei)}
          onClose={() => setDialogOpen(false)}
          onStarted={() => {
            setDialogOpen(false)
            refresh()
          }}
        />
      )}
    </Row>
  )
}

interface SessionDialogProps {
  address: string
  priceWei: bigint
  onClose: () => void
  onStarted: () => void
}

/** The dialog that starts a session: one transaction registers a new browser key and funds it. */
function SessionDialog({ address, priceWei, onClose, onStarted }: SessionDialogProps) {
  const formId = useId()
  const durationId = useId()
  const [seconds, setSeconds] = useState<number>(24 * HOUR)
  const [postsText, setPostsText] = useState(String(DEFAULT_POSTS))
  const [funding, setFunding] = useState<SessionFunding | null>(null)
  const [isBusy, setBusy] = useState(false)
  const posts = Number(postsText)
  const postsProblem =
    Number.isInteger(posts) && posts >= 1 && posts <= MAX_POSTS ? null : `Choose 1 to ${MAX_POSTS} posts.`

  useEffect(() => {
    if (postsProblem) return
    let isCurrent = true
    loadChatServices()
      .then((chat) => chat.quotePostingSession(posts, priceWei))
      .then(
        (quote) => isCurrent && setFunding(quote),
        () => isCurrent && setFunding(null),
      )
    return () => {
      isCurrent = false
    }
  }, [posts, postsProblem, priceWei])

  const start = async () => {
    setBusy(true)
    const chat = await loadChatServices().catch(() => null)
    try {
      if (!chat) throw new Error('The chat code did not load')
      await chat.startPostingSession({ user: address, durationSeconds: seconds, posts, priceWei })
      onStarted()
    } catch (error) {
      // A refused or failed transaction is already toasted by its lifecycle; other failures are said here.
      if (chat?.toChatError(error).code !== TX_REPORTED) notify.error('Could not start the session. Try again.')
      setBusy(false)
    }
  }

  return (
    <Modal
      isOpen
      title="Post without wallet prompts"
      onClose={onClose}
      footer={
        <FormModalFooter
          onClose={onClose}
          formId={formId}
          submitLabel="Start session"
          isBusy={isBusy}
          isDisabled={Boolean(postsProblem) || !funding}
          disabledReason={postsProblem ?? 'Reading the gas price…'}
        />
      }
    >
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault()
          void start()
        }}
      >
        <Hint>
          Your browser keeps a new key that posts and replies for you, with your name as author. It can do nothing else,
          and you can revoke it at once.
        </Hint>
        <Field>
          <label htmlFor={durationId}>Session length</label>
          <select id={durationId} value={seconds} onChange={(event) => setSeconds(Number(event.target.value))}>
            {DURATIONS.map((duration) => (
              <option key={duration.seconds} value={duration.seconds}>
                {duration.label}
              </option>
            ))}
          </select>
        </Field>
        <TextInput
          label="Posts it may pay for"
          type="number"
          min={1}
          max={MAX_POSTS}
          value={postsText}
          onChange={(event) => setPostsText(event.target.value)}
        />
        <Hint role="status" data-testid="session-cost">
          {postsProblem ??
            (funding
              ? `Spending cap ${eth(funding.spendCapWei)} plus gas ${eth(funding.gasWei)}: ${eth(funding.totalWei)} in one transaction. What is left comes back when you revoke.`
              : 'Reading the gas price…')}
        </Hint>
      </Form>
    </Modal>
  )
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
