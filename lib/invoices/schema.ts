// Inputs of the console's GST screens (client-safe): the month's report to export, the GST
// settings an organiser saves (association-wide or for one edition), and the edition whose own
// settings are removed.
import { z } from 'zod'
import { idSchema } from '@/lib/forms'
import { GSTIN_MESSAGES, gstinProblem, SAC_FORMAT, SERIES_PREFIX_MAX } from '@/lib/gst/gst'
import { STATE_CODES } from '@/lib/gst/states'
import { CATEGORIES } from '@/lib/registrations/categories'

export const GST_REPORT_NAMES = ['b2b', 'b2c', 'credit-notes', 'rates'] as const

export const gstExportSchema = z.object({
  month: z
    .string({ error: 'month is required (YYYY-MM).' })
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'month: YYYY-MM, e.g. 2026-11.'),
  report: z.enum(GST_REPORT_NAMES, { error: `report: one of ${GST_REPORT_NAMES.join(', ')}.` }),
})

const rate = z.object({
  sac: z.string().trim().regex(SAC_FORMAT, 'SAC: six digits starting with 99, e.g. 998596.'),
  ratePercent: z.coerce
    .number({ error: 'Rate: a number of percent.' })
    .refine(
      (r) => [0, 0.25, 3, 5, 12, 18, 28].includes(r),
      'Rate: one of the GST rates (0, 5, 12, 18, 28 %).',
    ),
})

export const gstSettingsSchema = z
  .object({
    /** null: the association's settings; an edition's id: that edition's override. */
    editionId: z.coerce.number().int().positive().nullable().default(null),
    registered: z.boolean({ error: 'Say whether the association is registered for GST.' }),
    gstin: z.string().trim().toUpperCase().default(''),
    legalName: z.string().trim().max(200, 'Legal name: 200 characters at most.').default(''),
    address: z.string().trim().max(500, 'Address: 500 characters at most.').default(''),
    stateCode: z.enum(STATE_CODES, { error: 'Choose the state the association is registered in.' }),
    seriesPrefix: z
      .string()
      .trim()
      .regex(
        new RegExp(`^[A-Z0-9]{1,${SERIES_PREFIX_MAX}}$`),
        `Series prefix: capital letters and digits, ${SERIES_PREFIX_MAX} at most (e.g. UPIAP), so that a number stays within GST's 16 characters.`,
      ),
    /** Published fees include GST (true), or GST is added on top of them at checkout (false). */
    pricesIncludeGst: z.boolean({ error: 'Say whether the published fees include GST.' }),
    rates: z.object({
      registration: rate,
      /** A category's own SAC and rate; a category without one uses `registration`. */
      categories: z.partialRecord(z.enum(CATEGORIES), rate).default({}),
      workshop: rate.optional(),
      accompanying: rate.optional(),
    }),
  })
  .superRefine((s, ctx) => {
    if (!s.registered) return
    const problem = gstinProblem(s.gstin)
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES[problem] })
    if (!s.legalName)
      ctx.addIssue({
        code: 'custom',
        path: ['legalName'],
        message: 'Legal name is required when registered.',
      })
    if (!s.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'Address is required when registered.' })
    if (s.gstin && s.gstin.slice(0, 2) !== s.stateCode)
      ctx.addIssue({
        code: 'custom',
        path: ['stateCode'],
        message: "The state must be the GSTIN's (its first two digits).",
      })
  })
export type GstSettingsInput = z.infer<typeof gstSettingsSchema>

/**
 * The edition whose own GST settings are removed (`?edition=<id>` of the API, the `edition` field
 * of the console's form); an id, so the association's own settings can never be named.
 */
export const gstEditionSchema = z.object({ edition: idSchema.shape.id })
