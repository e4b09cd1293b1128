// Input rules shared by forms (as the user types) and handlers (on the server). Client-safe.
import { z } from 'zod'

// Our CSP has no 'unsafe-eval': without this, zod probes `new Function` on first parse in the
// browser and every form page logs a CSP violation. Parsing stays as fast for our small inputs.
z.config({ jitless: true })

export const ONLY_LETTERS = 'Only letters are allowed'
export const ONLY_NUMBERS = 'Only numbers are allowed'

// Letters include their combining marks: Devanagari vowel signs and viramas (आशा वर्मा) are marks.
/** Keeps letters and spaces; reports whether anything was stripped (spec: name fields). */
export function lettersOnly(value: string): { value: string; stripped: boolean } {
  const kept = value.replace(/[^\p{L}\p{M} ]/gu, '')
  return { value: kept, stripped: kept !== value }
}

/** Keeps digits, at most `max`; reports whether anything was stripped (spec: phone fields). */
export function digitsOnly(value: string, max = 10): { value: string; stripped: boolean } {
  const digits = value.replace(/\D/g, '')
  return { value: digits.slice(0, max), stripped: digits !== value }
}

/** A person's name: letters and spaces only, trimmed, 1-120 characters. */
export const personNameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(120, 'Name is too long (120 characters at most).')
  .regex(/^[\p{L}\p{M} ]+$/u, ONLY_LETTERS)

/** What a phone number may be written with besides its digits: +, spaces, dashes, dots, brackets. */
const PHONE_TEXT = /^[\d\s().+-]*$/

/**
 * The 10 digits of an Indian mobile number however it is written: "+91 98765 43210",
 * "098765 43210" and "98765-43210" are all 9876543210 (the +91 / 91 country code and the trunk
 * 0 dropped). Text with other characters is returned as it is, for the schema to refuse. The one
 * rule for forms (as typed or pasted) and handlers (mobileSchema).
 */
export function normalizeMobile(value: string): string {
  const text = value.trim()
  if (!PHONE_TEXT.test(text)) return text
  let digits = text.replace(/\D/g, '')
  if ((text.startsWith('+91') || digits.length === 12) && digits.startsWith('91')) digits = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  return digits
}

/**
 * The phone fields' rule as typed or pasted: letters and other characters are stripped (and
 * reported); the number's own punctuation stays while it is being typed, and once it reads as a
 * whole mobile number (10 digits from 6 to 9) it becomes those 10 digits.
 */
export function mobileInput(value: string): { value: string; stripped: boolean } {
  const kept = value.replace(/[^\d\s().+-]/g, '').slice(0, 20)
  const stripped = kept.length !== value.length
  const digits = normalizeMobile(kept)
  return { value: /^[6-9]\d{9}$/.test(digits) ? digits : kept, stripped }
}

/** A 10-digit Indian mobile number (stored as its digits; see normalizeMobile). */
export const mobileSchema = z
  .string({ error: 'Mobile number is required.' })
  .trim()
  .transform(normalizeMobile)
  .pipe(z.string().regex(/^\d+$/, ONLY_NUMBERS).length(10, 'Enter a 10-digit mobile number.'))

export const emailSchema = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .max(254)
  .pipe(z.email('Enter a valid e-mail address.'))

/** A required free-text field: trimmed, "<Label> is required." when empty, bounded. */
export const requiredText = (label: string, max = 500) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long (${max} characters at most).`)

/** An optional free-text field: trimmed, bounded, '' when absent. */
export const optionalText = (label: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most).`)
    .optional()
    .transform((v) => v ?? '')

/** A record id as the spec's clients send it (number or digits), e.g. `?id=3` or `{id: 3}`; ids are PostgreSQL integers. */
export const idSchema = z.object({
  id: z.coerce
    .number({ error: 'A valid id is required.' })
    .int('A valid id is required.')
    .positive('A valid id is required.')
    .max(2_147_483_647, 'A valid id is required.'),
})
