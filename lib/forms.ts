// The zod schemas of the fields many forms share, used by the forms' schemas and by handlers on the
// server. Client-safe. The rules applied as the user types live in lib/input-rules.ts (no zod).
import { z } from 'zod'
import { NAME_PATTERN, NAME_RULE, normalizeEmail, normalizeMobile, ONLY_NUMBERS } from './input-rules'

// Our CSP has no 'unsafe-eval': without this, zod probes `new Function` on first parse in the
// browser and every form page logs a CSP violation. Parsing stays as fast for our small inputs.
z.config({ jitless: true })

/** A person's name (NAME_PATTERN: letters of any script, spaces, dots, hyphens, apostrophes), trimmed, 1-120 characters. */
export const personNameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(120, 'Name is too long (120 characters at most).')
  .regex(NAME_PATTERN, NAME_RULE)

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

/**
 * An address that identifies someone (a delegate's, an administrator's), normalised
 * (normalizeEmail): stored so, and compared for equality wherever it is looked up.
 */
export const identityEmailSchema = z
  .string({ error: 'E-mail is required.' })
  .max(254)
  .transform(normalizeEmail)
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
