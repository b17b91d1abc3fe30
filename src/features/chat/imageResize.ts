import type { UploadContentType } from '../../../protocol/upload'

/** Image types the upload endpoint stores. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
type ImageType = (typeof IMAGE_TYPES)[number]

/** Longest side of a resized image (px). */
const MAX_SIDE = 1920
const QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]

/** Why an image cannot be uploaded; the message is shown as is. */
export class ImageError extends Error {}

export interface PreparedImage {
  data: Uint8Array
  contentType: UploadContentType
}

/** Draws `bitmap` scaled by `scale` on a white background and encodes it as JPEG at `quality`. */
async function encodeJpeg(bitmap: ImageBitmap, scale: number, quality: number): Promise<Blob> {
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new ImageError('This browser cannot resize images.')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageError('Could not encode the image.'))),
      'image/jpeg',
      quality,
    ),
  )
}

/**
 * Readies a chosen file for upload (issue #5 part 4: ≤ 1 MB, resized in the browser first): PNG, JPEG, WebP and GIF
 * within `maxBytes` go as they are; larger still images are scaled to at most 1920 px and re-encoded as JPEG,
 * stepping the quality (then the size) down until they fit. Large GIFs are refused (resizing would stop the
 * animation). Throws ImageError with a message for the user.
 */
export async function prepareImage(file: Blob, maxBytes: number, encode = encodeJpeg): Promise<PreparedImage> {
  const type = file.type as ImageType
  if (!IMAGE_TYPES.includes(type)) throw new ImageError('Choose a PNG, JPEG, WebP or GIF image.')
  if (file.size <= maxBytes) return { data: new Uint8Array(await file.arrayBuffer()), contentType: type }
  if (type === 'image/gif')
    throw new ImageError('GIFs must be under 1 MB: they cannot be resized without losing the animation.')
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new ImageError('This file could not be read as an image.')
  }
  try {
    let scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    for (let attempt = 0; attempt < 4; attempt++, scale *= 0.7) {
      for (const quality of QUALITIES) {
        const blob = await encode(bitmap, scale, quality)
        if (blob.size <= maxBytes) return { data: new Uint8Array(await blob.arrayBuffer()), contentType: 'image/jpeg' }
      }
    }
  } finally {
    bitmap.close()
  }
  throw new ImageError('Could not make this image small enough. Try a smaller one.')
}
