import { useState } from 'react'
import styled from 'styled-components'
import { vettedImageUrl } from './media'

/**
 * A collection's image from an untrusted reference: a vetted http(s) URL in an <img> (no referrer, lazy), or a plain
 * placeholder when the reference is unusable or does not load.
 */
export function CollectionImage({ reference, alt, size }: { reference: string; alt: string; size?: number }) {
  const src = vettedImageUrl(reference)
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    return (
      <Placeholder role="img" aria-label={alt} $size={size}>
        NFT
      </Placeholder>
    )
  }
  return (
    <Image
      src={src}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      $size={size}
      onError={() => setFailed(src)}
    />
  )
}

const Image = styled.img<{ $size?: number }>`
  display: block;
  width: ${({ $size }) => ($size ? `${$size}px` : '100%')};
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

const Placeholder = styled.div<{ $size?: number }>`
  display: grid;
  place-items: center;
  width: ${({ $size }) => ($size ? `${$size}px` : '100%')};
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`
