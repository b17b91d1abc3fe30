import { Suspense, lazy, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../../config'
import { profilePath } from '../../../config/visibility'
import { IMAGE_MAX_HEIGHT_PX, VIDEO_FRAME_HEIGHT_PX } from '../../../config/constants'
import type { MessageToken, TextContext } from './tokenize'
import { REFERRAL_NOTICE, tokenizeMessage, truncateMessage } from './tokenize'
import { youtubeEmbedUrl } from './youtube'

/** Feed cut-off for long messages: characters and lines before 'Read more'. */
export const PREVIEW_MAX_CHARS = 550
export const PREVIEW_MAX_LINES = 12

/** Only the player's own scripts may run in the frame; it cannot navigate this page or open dialogs on it. */
export const VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups'

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : new URL(url, window.location.origin).href)

let configContext: TextContext | null = null

/**
 * The text rules' context from the app config: own hosts, and the gateways as absolute URLs. Built once (the config
 * and the page's host do not change) because every message of the feed asks for it.
 */
export function textContextFromConfig(): TextContext {
  if (!configContext) {
    const hosts = new Set([new URL(config.projectUrl).host, window.location.host])
    configContext = {
      ownHosts: [...hosts],
      arweaveGateway: absolute(config.arweaveGateway),
      ipfsGateway: config.ipfsGateways[0],
      tldName: config.tldName,
    }
  }
  return configContext
}

function MessageImage({ src, text }: { src: string; text: string }) {
  const [isBroken, setIsBroken] = useState(false)
  if (isBroken) return <span>{text}</span>
  return (
    <ImageLink href={src} target="_blank" rel="noopener noreferrer nofollow ugc">
      <Image
        src={src}
        alt="Image shared in the message"
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setIsBroken(true)}
      />
    </ImageLink>
  )
}

/** The launchpad's card for a collection link, loaded with the first such link only (not with the chat). */
const CollectionLinkCard = lazy(() => import('../../nft').then((nft) => ({ default: nft.CollectionLinkCard })))

/** One token as a React element: text stays text; only parser-built http(s) URLs become href/src. */
function renderToken(token: MessageToken, key: number, showCollectionCards: boolean) {
  switch (token.kind) {
    case 'collection':
      return showCollectionCards ? (
        <Suspense key={key} fallback={<span>{token.text}</span>}>
          <CollectionLinkCard address={token.address} text={token.text} />
        </Suspense>
      ) : (
        <span key={key}>{token.text}</span>
      )
    case 'text':
      return <span key={key}>{token.text}</span>
    case 'break':
      return <br key={key} />
    case 'link':
      return (
        <a key={key} href={token.href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {token.text}
        </a>
      )
    case 'image':
      return <MessageImage key={key} src={token.src} text={token.text} />
    case 'video':
      return (
        <VideoFrame
          key={key}
          src={youtubeEmbedUrl(token.videoId, token.startSeconds)}
          title="YouTube video"
          width="100%"
          height={VIDEO_FRAME_HEIGHT_PX}
          sandbox={VIDEO_SANDBOX}
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      )
    case 'referral':
      return <Notice key={key}>{REFERRAL_NOTICE}</Notice>
    case 'mention':
      // An app route built from a validated name (encoded): the profile opens in this tab.
      return (
        <Link key={key} to={profilePath(token.name, null)} data-testid="mention">
          {token.text}
        </Link>
      )
  }
}

export interface MessageTextProps {
  text: string
  /** Show everything at once (post page); the feed cuts long texts with 'Read more'. */
  isFull?: boolean
  /** Rules context; defaults to the app config. */
  context?: TextContext
  /** Show the product's own collection links as collection cards (memes-images, spec §5); else as plain text. */
  showCollectionCards?: boolean
}

/**
 * A message's text rendered per spec §5 "Links and media in text" as React elements built from tokens (issue #5
 * part 7): links open in a new tab without a referrer, images are at most 500 px high, YouTube links become
 * 100 % × 315 px privacy-enhanced frames in a sandbox. Long texts are cut on characters with 'Read more'. The
 * product's own collection links become collection cards where asked (memes-images), else stay text.
 */
export function MessageText({ text, isFull = false, context, showCollectionCards = false }: MessageTextProps) {
  const [isExpanded, setIsExpanded] = useState(isFull)
  const rulesContext = context ?? textContextFromConfig()
  const shown = isExpanded ? { text, isTruncated: false } : truncateMessage(text, PREVIEW_MAX_CHARS, PREVIEW_MAX_LINES)
  const tokens = useMemo(() => tokenizeMessage(shown.text, rulesContext), [shown.text, rulesContext])
  return (
    <Body data-testid="message-text">
      {tokens.map((token, index) => renderToken(token, index, showCollectionCards))}
      {shown.isTruncated && (
        <>
          {'… '}
          <ReadMore type="button" onClick={() => setIsExpanded(true)}>
            Read more
          </ReadMore>
        </>
      )}
    </Body>
  )
}

const Body = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.5;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const ImageLink = styled.a`
  display: block;
  width: fit-content;
  margin: ${({ theme }) => theme.space(2)} 0;
`

const Image = styled.img`
  display: block;
  max-width: 100%;
  max-height: ${IMAGE_MAX_HEIGHT_PX}px;
  border-radius: ${({ theme }) => theme.radii.md};
`

const VideoFrame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
  margin: ${({ theme }) => theme.space(2)} 0;
  border-radius: ${({ theme }) => theme.radii.md};
`

const Notice = styled.em`
  color: ${({ theme }) => theme.colors.textMuted};
`

const ReadMore = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
`
