import styled from 'styled-components'
import anonImage from '../../ui/assets/anon.svg'
import { useProfilePicture } from './useProfilePicture'

export interface ProfileImageProps {
  /** The name (with or without the tld) whose picture to show. */
  domainName?: string | null
  /** An explicit image reference (http(s), ipfs://, ar://) tried first. */
  image?: string
  /** Pixel size of the round avatar. */
  size?: number
  /** Accessible text; defaults to '{name} profile picture'. */
  alt?: string
}

/** A round avatar (spec §4 Profile image): a loading placeholder, then the picture or the default anonymous image. */
export function ProfileImage({ domainName, image, size = 40, alt }: ProfileImageProps) {
  const { src, isLoading } = useProfilePicture(domainName, image)
  const label = alt ?? (domainName ? `${domainName} profile picture` : 'Profile picture')
  if (isLoading) return <Placeholder $size={size} role="img" aria-label={label} aria-busy="true" />
  return <Avatar $size={size} src={src ?? anonImage} alt={label} width={size} height={size} loading="lazy" />
}

const Avatar = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

const Placeholder = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  flex: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`
