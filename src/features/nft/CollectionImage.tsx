import { useState } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { imageCandidates } from '../../lib/imageUrls'
import { loadedWithSuccess } from '../../lib/pictureLoad'

/**
 * A collection's image from an untrusted reference: its vetted http(s) candidates (ipfs:// on the configured
 * gateways in order, ar:// on the Arweave gateway; spec §4) shown one at a time in an <img> (no referrer, lazy), whose
 * own GET is the check (issue #41: one request per picture): an error event or a status outside 200–399 (spec §5)
 * moves to the next candidate, and past the last a plain placeholder shows. An unusable reference (javascript:,
 * data:, quotes...) shows the placeholder without any request. Both take the same square box, so nothing shifts.
 */
export function CollectionImage({ reference, alt, size }: { reference: string; alt: string; size?: number }) {
  const candidates = imageCandidates(reference, config)
  // Tagged with the reference it counts for, so a new reference starts again at its first candidate.
  const [failures, setFailures] = useState<{ reference: string; count: number }>({ reference, count: 0 })
  const failed = failures.reference === reference ? failures.count : 0
  const src = candidates[failed]
  if (!src) {
    return (
      <Placeholder role="img" aria-label={alt} $size={size}>
        NFT
      </Placeholder>
    )
  }
  const next = () => setFailures({ reference, count: failed + 1 })
  return (
    <Image
      key={src}
      src={src}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      $size={size}
      onLoad={() => {
        if (!loadedWithSuccess(src)) next()
      }}
      onError={next}
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
