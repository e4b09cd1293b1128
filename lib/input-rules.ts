// The rules applied to fields as the user types or pastes, shared by the forms and by the schemas of
// lib/forms.ts (which the handlers use on the server). No zod here: a form page loads these with
// its first paint and the validation code only when it is needed.

/**
 * What a rule makes of a field's text as typed or pasted: the text kept, and whether some of what
 * was typed breaks the rule (its message then shows under the field). The phone rule strips what
 * it refuses; the name rule keeps the text as typed, so nothing of a name changes silently.
 */
export interface RuleResult {
  value: string
  refused: boolean
}

export const NAME_RULE = 'Use letters, spaces, dots, hyphens and apostrophes only.'
export const ONLY_NUMBERS = 'Only numbers are allowed'

/**
 * A person's name as printed on the badge and the certificate: it starts with a letter of any
 * script, then letters with their combining marks (Devanagari vowel signs and viramas, as in आशा
 * वर्मा, are marks), spaces, dots, hyphens and apostrophes: "Dr. R.K. Singh-Yadav", "D’Souza".
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u

/** The name fields' rule as typed: the text stays as it is, and breaking the rule is reported. */
export function nameInput(value: string): RuleResult {
  const text = value.trim()
  return { value, refused: text !== '' && !NAME_PATTERN.test(text) }
}

/** Keeps digits, at most `max`; reports whether anything was stripped (spec: phone fields). */
export function digitsOnly(value: string, max = 10): RuleResult {
  const digits = value.replace(/\D/g, '')
  return { value: digits.slice(0, max), refused: digits !== value }
}

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
export function mobileInput(value: string): RuleResult {
  const kept = value.replace(/[^\d\s().+-]/g, '').slice(0, 20)
  const digits = normalizeMobile(kept)
  return { value: /^[6-9]\d{9}$/.test(digits) ? digits : kept, refused: kept.length !== value.length }
}

/**
 * The one form of an e-mail address that identifies someone (a delegate, an administrator):
 * without surrounding spaces, case-folded. Addresses are stored so and looked up by equality,
 * never by a pattern, so `_` and `%` are plain characters.
 */
export const normalizeEmail = (value: string) => value.trim().toLowerCase()
