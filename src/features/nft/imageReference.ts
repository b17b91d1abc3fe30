import { vettedImageUrl } from './media'

/** Why an image reference cannot be used; '' when it can (or is empty). */
export function imageReferenceProblem(reference: string): string {
  const value = reference.trim()
  if (!value) return ''
  return vettedImageUrl(value) ? '' : 'Use an https://, ipfs:// or ar:// link to an image.'
}
