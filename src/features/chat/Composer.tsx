import type { KeyboardEvent } from 'react'
import { useId, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../store/store'
import type { ChannelName } from '../../config'
import { config } from '../../config'
import { formatUnits } from '../../lib/units'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { rightSidebarToggled, selectOpenPanel } from '../../store/slices/layoutSlice'
import { useUsername } from '../../store/useUsername'
import { selectFileUploadEnabled } from '../../store/slices/environmentSlice'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { useUploadsBlockedReason } from '../../store/api/uploaderApi'
import { useWalletSession } from '../../store/useWalletSession'
import { useIsDesktop } from '../../store/useMediaQuery'
import { IMAGE_TYPES } from './imageResize'
import { imageSources } from './text/tokenize'
import { textContextFromConfig } from './text/MessageText'
import { useChannelState } from './useChannelState'
import { STAGE_TEXT, usePostMessage } from './usePostMessage'

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
 * The message composer (issue #5 part 4). Without a connection it offers Connect, on another chain the switch, and
 * without a name 'Get yourself a {tld} name to post'. Otherwise: the text (Ctrl+Enter or ⌘+Enter submits), image
 * thumbnails, an image button when uploads are on, the post price, and Post. Posting checks paused and suspended
 * before anything is signed or uploaded; the status line follows sign → upload → transaction.
 */
export function Composer({ channel, parentIndex }: ComposerProps) {
  const { address, isConnected, isSupportedChain } = useWalletSession()
  const { username, isLoading: isNameLoading } = useUsername(address, { revalidate: true })
  const channelState = useChannelState({ channel, parentIndex })
  const isFileUploadEnabled = useAppSelector(selectFileUploadEnabled)
  const uploadsBlockedReason = useUploadsBlockedReason(isConnected)
  const { post, uploadImage, stage, isBusy, isUploadingImage } = usePostMessage(channel, parentIndex)
  const [text, setText] = useState('')
  const fileInput = useRef<HTMLInputElement>(null)
  const statusId = useId()
  const context = textContextFromConfig()
  const thumbnails = useMemo(() => imageSources(text, context), [text, context])
  const isReply = parentIndex !== null

  if (!isConnected) {
    return (
      <Card aria-label="Post a message">
        <Hint>Connect your wallet to {isReply ? 'reply' : 'post'}.</Hint>
        <ConnectButton fullWidth />
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
  if (!username) {
    return (
      <Card aria-label="Post a message">{isNameLoading ? <Hint>Checking your name…</Hint> : <GetANameButton />}</Card>
    )
  }

  const state = channelState.data
  const blockedReason =
    uploadsBlockedReason ??
    (state?.paused ? 'Posting is paused in this channel.' : null) ??
    (state?.suspended ? 'You are suspended from posting in this channel.' : null)
  const submitReason = blockedReason ?? (text.trim() ? undefined : 'Write something first.')
  const submit = async () => {
    if (isBusy || submitReason) return
    if (await post(text)) setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void submit()
    }
  }
  const addImage = async (file: File | undefined) => {
    if (!file) return
    const url = await uploadImage(file)
    if (url) setText((current) => `${current.trimEnd()}${current.trim() ? '\n' : ''}${url}`)
  }

  return (
    <Card
      as="form"
      aria-label={isReply ? 'Write a reply' : 'Post a message'}
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Textarea
        aria-label={isReply ? 'Your reply' : 'Your message'}
        aria-describedby={statusId}
        placeholder={isReply ? 'Write a reply…' : "What's on your mind?"}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={isBusy}
      />
      {thumbnails.length > 0 && (
        <Thumbnails aria-label="Images in your message">
          {thumbnails.map((src, index) => (
            <Thumbnail
              key={`${src}-${index}`}
              src={src}
              alt={`Image ${index + 1} preview`}
              referrerPolicy="no-referrer"
            />
          ))}
        </Thumbnails>
      )}
      <Actions>
        {isFileUploadEnabled && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              hidden
              data-testid="image-input"
              onChange={(event) => {
                void addImage(event.target.files?.[0])
                event.target.value = ''
              }}
            />
            <Button
              variant="secondary"
              onClick={() => fileInput.current?.click()}
              disabled={Boolean(blockedReason) || isBusy}
              disabledReason={blockedReason ?? undefined}
              isLoading={isUploadingImage}
            >
              Image
            </Button>
          </>
        )}
        <Price>
          {state
            ? `Price: ${formatUnits(state.priceWei, config.chain.nativeCurrency.decimals)} ${config.chain.nativeCurrency.symbol}`
            : ''}
        </Price>
        <Button
          type="submit"
          disabled={Boolean(submitReason)}
          disabledReason={submitReason}
          isLoading={stage !== null && !isUploadingImage}
        >
          {isReply ? 'Reply' : 'Post'}
        </Button>
      </Actions>
      <Status id={statusId} role="status" aria-live="polite">
        {stage ? STAGE_TEXT[stage] : (blockedReason ?? 'Ctrl+Enter to send')}
      </Status>
    </Card>
  )
}

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Textarea = styled.textarea`
  width: 100%;
  min-height: 80px;
  resize: vertical;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`

const Thumbnails = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`

const Thumbnail = styled.img`
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`

const Price = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Status = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  min-height: 1.3em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
