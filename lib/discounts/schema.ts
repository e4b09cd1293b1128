// Inputs of discount codes, one zod schema per input: the organisers' form in the console (create
// and edit) and the code a delegate types on /register. Client-safe; the words are ./words.ts.
import { z } from 'zod'
import { isoDateSchema } from '@/lib/date-schemas'
import { CATEGORIES } from '@/lib/registrations/categories'
import { CODE_FORMAT_MESSAGE } from './words'

/** A code as typed: trimmed, upper case; letters, digits and dashes. */
export const codeTextSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(30, CODE_FORMAT_MESSAGE)
  .regex(/^[A-Z0-9-]*$/, CODE_FORMAT_MESSAGE)

/** The code on the registration form: optional (empty: none). */
export const appliedCodeSchema = z.preprocess((v) => v ?? '', codeTextSchema)

/** An optional India day (YYYY-MM-DD); empty: no limit. */
const optionalDay = z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDateSchema.nullable())

const count = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.coerce
      .number({ error: `${label}: a whole number.` })
      .int(`${label}: a whole number.`)
      .min(1, `${label}: at least 1.`)
      .max(100_000, `${label}: 100,000 at most.`)
      .nullable(),
  )

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(item),
  )

/** A code as the console creates or edits it. */
export const discountCodeSchema = z
  .object({
    code: codeTextSchema.min(3, 'Code: at least 3 characters.'),
    description: z.string().trim().max(200, 'Description: 200 characters at most.').default(''),
    kind: z.enum(['percent', 'fixed', 'complimentary'], { error: 'Choose what the code takes off.' }),
    percent: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : v),
      z.coerce.number({ error: 'Percent: a whole number.' }).int('Percent: a whole number.').min(0).max(100),
    ),
    /** Rupees off (fixed). */
    amount: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : v),
      z.coerce.number({ error: 'Amount: a number of rupees.' }).min(0).max(1_000_000),
    ),
    categories: list(z.enum(CATEGORIES, { error: 'Choose categories from the list.' })),
    workshop_ids: list(z.coerce.number().int().positive()),
    valid_from: optionalDay,
    valid_until: optionalDay,
    max_uses: count('Uses in all'),
    max_uses_per_email: count('Uses per e-mail address'),
    disabled: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()).default(false),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (c.percent < 1 || c.percent > 99))
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: 'Percent: between 1 and 99 (100 is complimentary).',
      })
    if (c.kind === 'fixed' && c.amount < 1)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount: at least Rs. 1.' })
    if (!c.categories.length && !c.workshop_ids.length)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Choose what the code applies to.' })
    if (c.valid_from && c.valid_until && c.valid_until < c.valid_from)
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: 'Valid until cannot be before valid from.',
      })
  })
export type DiscountCodeInput = z.infer<typeof discountCodeSchema>
