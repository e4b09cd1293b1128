// Client-side checks shared by the registration and payment-details forms. Client-safe.
import { DOCUMENT_EXTENSIONS } from '@/lib/registrations/flow'

const MAX_BYTES = 10 * 1024 * 1024

/** A chosen document's problem by name and size (the server checks the content too), or null. */
export function checkDocument(file: File): string | null {
  if (!DOCUMENT_EXTENSIONS.test(file.name)) return 'Only PDF, JPG, JPEG or PNG files are allowed.'
  if (file.size > MAX_BYTES) return 'The file is too large: 10 MB at most.'
  return null
}
