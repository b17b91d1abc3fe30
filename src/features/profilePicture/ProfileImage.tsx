import { useState } from 'react'
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
  /** Accessible text; defaults to '{name} profile picture'. Pass '' when the picture is decorative. */
  alt?: string
}

/**
 * A round avatar (spec §4 Profile image): the default anonymous image until a picture is found, a loading
 * placeholder while a given image loads, then the picture (the default again if it fails to show). Its size is
 * reserved in every state, so nothing shifts.
 */
export function ProfileImage({ domainName, image, size = 40, alt }: ProfileImageProps) {
  const picture = useProfilePicture(domainName, image)
  const { isLoading } = picture
  // A picture cached by name on an earlier visit shows without a new check: if its host fails it now, the default.
  const [broken, setBroken] = useState<string | null>(null)
  const src = picture.src === broken ? null : picture.src
  const label = alt ?? (domainName ? `${domainName} profile picture` : 'Profile picture')
  if (isLoading) {
    // A decorative picture (alt '') stays out of the accessibility tree while it loads, as the image will.
    return label ? (
      <Placeholder $size={size} role="img" aria-label={label} aria-busy="true" data-testid="profile-image-loading" />
    ) : (
      <Placeholder $size={size} aria-hidden="true" data-testid="profile-image-loading" />
    )
  }
  return (
    <Avatar
      $size={size}
      src={src ?? anonImage}
      alt={label}
      width={size}
      height={size}
      loading="lazy"
      data-testid="profile-image"
      data-default={src ? undefined : 'true'}
      onError={src ? () => setBroken(src) : undefined}
    />
  )
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
