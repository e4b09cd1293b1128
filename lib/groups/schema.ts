// A group registration as an institution posts it (POST /uppedicon/groups/): who is billed and who
// to contact, and its delegates, each as the registration form takes one (without the billing
// fields: the group's own apply to all). One schema for the group form (/register/group) and the server.
// Client-safe.
import { z } from 'zod'
import { identityEmailSchema, mobileSchema, personNameSchema, requiredText } from '@/lib/forms'
import { GSTIN_MESSAGES, gstinProblem } from '@/lib/gst/gst'
import { STATE_CODES } from '@/lib/gst/states'
import { personIssues, registrationFields } from '@/lib/registrations/schema'
import { MAX_GROUP_DELEGATES } from './form'

export { MAX_GROUP_DELEGATES }

/** One delegate of the group: the registration form's fields but the billing ones. */
export const groupDelegateSchema = registrationFields
  .omit({
    state: true,
    gstin: true,
    billing_name: true,
    participant_id: true,
    participant_token: true,
    amount: true,
  })
  .superRefine(personIssues)
export type GroupDelegateInput = z.infer<typeof groupDelegateSchema>

/** Two rows naming the same delegate (e-mail and mobile number) would register them twice. */
function distinctDelegates(delegates: GroupDelegateInput[], ctx: z.RefinementCtx) {
  const seen = new Map<string, number>()
  delegates.forEach((d, i) => {
    const key = `${d.email}|${d.mobile_number}`
    const first = seen.get(key)
    if (first === undefined) seen.set(key, i)
    else
      ctx.addIssue({
        code: 'custom',
        path: ['delegates', i, 'email'],
        message: `The same delegate as row ${first + 1}.`,
      })
  })
}

export const groupSchema = z
  .object({
    institution: requiredText('Institution', 200),
    gstin: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : (v ?? '')),
      z.string().refine((g) => !g || !gstinProblem(g), {
        error: (issue) => GSTIN_MESSAGES[gstinProblem(String(issue.input)) ?? 'format'],
      }),
    ),
    address: requiredText('Address', 500),
    state: z.enum(STATE_CODES, { error: 'Choose the institution’s state.' }),
    contact_name: personNameSchema,
    contact_email: identityEmailSchema,
    contact_mobile: mobileSchema,
    delegates: z
      .array(groupDelegateSchema, { error: 'Add the delegates.' })
      .min(1, 'Add at least one delegate.')
      .max(MAX_GROUP_DELEGATES, `At most ${MAX_GROUP_DELEGATES} delegates in one group.`),
  })
  .superRefine((g, ctx) => distinctDelegates(g.delegates, ctx))
export type GroupInput = z.infer<typeof groupSchema>
