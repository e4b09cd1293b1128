// The file part of the registration and payment-proof forms: optional or required, at most
// 10 MB (413 before reading it); its type is checked by content when it is stored.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { MAX_UPLOAD_BYTES, tooLarge } from '@/lib/uploads/store'

/** A form's file field (see formBody in lib/api/input.ts) as bytes; undefined when absent or empty. */
export async function formFile(
  form: Record<string, string | File>,
  name: string,
  required: string | false,
): Promise<Uint8Array | undefined> {
  const value = form[name]
  if (value === undefined || value === '' || (typeof value !== 'string' && value.size === 0)) {
    if (required) throw missingField(name, required)
    return undefined
  }
  if (typeof value === 'string') throw missingField(name, `${name} must be a file.`)
  if (value.size > MAX_UPLOAD_BYTES) throw tooLarge()
  return new Uint8Array(await value.arrayBuffer())
}

const missingField = (name: string, message: string) =>
  new ApiError('invalid', message, { fields: { [name]: [message] } })

/** Multipart overhead allowed on top of the file limit. */
export const FORM_LIMIT_BYTES = MAX_UPLOAD_BYTES + 256 * 1024
