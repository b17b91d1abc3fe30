/** What other features use of profile pictures (spec §4 Profile image): the avatar with its fallbacks. */
export { ProfileImage } from './ProfileImage'
export type { ProfileImageProps } from './ProfileImage'
export { useProfilePicture } from './useProfilePicture'
export type { ProfilePicture } from './useProfilePicture'
