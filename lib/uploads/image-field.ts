// The picture field of admin forms, shared by the forms and the handlers. Client-safe. On the
// server the file's content is what counts (saveImage decodes it: 415/413); the browser checks
// the declared type and size first so the admin hears about a wrong file before uploading.
import { z } from 'zod'

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const ONLY_IMAGES = 'Only image files are allowed.'
export const IMAGE_TOO_LARGE = 'The file is too large: 10 MB at most.'

/** A chosen file (the server then decodes it); `required` names the message when none is chosen. */
export const imageFileSchema = (required = 'Please choose an image.') =>
  z.instanceof(File, { error: required })

/** The browser-side check of a chosen file: null when acceptable, else the message to show. */
export function imageFileProblem(file: File): string | null {
  if (file.type && !file.type.startsWith('image/')) return ONLY_IMAGES
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE
  return null
}
