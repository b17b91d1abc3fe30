import styled from 'styled-components'

/**
 * Thumbnails of the images a draft carries (issue #16), in the order they will show in the message, each named
 * "Image N preview". Renders nothing for a draft without images. The sources are the draft's own image URLs, loaded
 * without a referrer like every picture the site shows.
 */
export function ImageThumbnails({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null
  return (
    <Thumbnails aria-label="Images in your message">
      {sources.map((src, index) => (
        <Thumbnail key={`${src}-${index}`} src={src} alt={`Image ${index + 1} preview`} referrerPolicy="no-referrer" />
      ))}
    </Thumbnails>
  )
}

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
