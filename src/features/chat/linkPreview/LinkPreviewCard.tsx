import { useState } from 'react'
import styled from 'styled-components'
import type { LinkPreview } from '../../../../protocol/linkPreview'

/** The image box's width : height, Open Graph's recommended 1200 × 630, so the card keeps its size while it loads. */
const IMAGE_ASPECT = '1.91 / 1'

export interface LinkPreviewCardProps {
  /** The message's link (absolute http(s)): the card's only link goes there, never to a URL from the preview. */
  link: string
  /** The endpoint's preview of it; the card expects a title or a description. */
  preview: LinkPreview
}

/**
 * A link's preview under a message (issue #38): the site's name (else the link's host) and the author when the
 * preview names one (oEmbed), the title as the link (else the host), the description clamped to 3 lines, and the image when given, in a fixed 1.91:1 box, loaded lazily
 * without a referrer and hidden if it fails. Every field is rendered as a text node (the endpoint sends plain text;
 * a stray tag stays visible text); the only link is the message's own, opened in a new tab without opener, referrer
 * or endorsement, marked as user content like the links in the text (MessageText). One tab stop, named by the title;
 * the image is decorative (empty alt), so a screen reader does not read the title twice.
 */
export function LinkPreviewCard({ link, preview }: LinkPreviewCardProps) {
  const [isImageBroken, setIsImageBroken] = useState(false)
  const host = new URL(link).host
  const site = preview.siteName ?? (preview.title ? host : null)
  const source = [site, preview.author].filter((part) => part !== null).join(' · ')
  return (
    <Card data-testid="link-preview">
      {preview.image && !isImageBroken && (
        <div className="image">
          {/* Decorative: the title link right below names the card, so a reader hears the title once. */}
          <img
            src={preview.image}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            onError={() => setIsImageBroken(true)}
          />
        </div>
      )}
      <div className="text">
        {source && <span className="site">{source}</span>}
        <a className="title" href={link} target="_blank" rel="noopener noreferrer nofollow ugc">
          {preview.title ?? host}
        </a>
        {preview.description && <p className="description">{preview.description}</p>}
      </div>
    </Card>
  )
}

const Card = styled.div`
  max-width: 480px;
  margin-top: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
  overflow-wrap: anywhere;
  .image {
    aspect-ratio: ${IMAGE_ASPECT};
    background: ${({ theme }) => theme.colors.surface};
  }
  .image img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  .site {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .title {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  .title:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .description {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.text};
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    line-clamp: 3;
    overflow: hidden;
  }
`
