'use server'

// The registration form's server action: what /register (and the organisers' /admin/register)
// does when the form is sent before the page's script has run. The same checks as the form's
// script (lib/registrations/form-check.ts), then the same intake as POST /uppedicon/participants/;
// a refusal comes back to the form with what was typed; a registration goes on to its next step:
// the delegate's own page (which offers the payment), or the new registration in the console.
import { redirect } from 'next/navigation'
import { requireAdminPage } from '@/lib/auth/guard'
import { delegatePath } from '@/lib/registrations/flow'
import { EMPTY_REGISTRATION, registrationProblems } from '@/lib/registrations/form-check'
import * as schemas from '@/lib/registrations/schema'
import { registerFromForm } from '../handlers/registrations'
import { actionRequest, chooseAgain, formEntries, refusal, sentValues } from './intake'
import type { FormReply } from './reply'

const FIELDS = Object.keys(EMPTY_REGISTRATION) as (keyof typeof EMPTY_REGISTRATION)[]

/** A delegate's registration from /register. */
export async function registerDelegate(_previous: FormReply, data: FormData): Promise<FormReply> {
  const done = await registerPosted(data)
  if ('values' in done) return done
  redirect(delegatePath(done.id, done.token))
}

/** An organiser's registration of someone at the desk (/admin/register). */
export async function registerAtDesk(_previous: FormReply, data: FormData): Promise<FormReply> {
  await requireAdminPage()
  const done = await registerPosted(data)
  if ('values' in done) return done
  redirect(`/admin/registrations/${done.id}`)
}

/** The registration a posted form makes, or the form's refusal. */
async function registerPosted(data: FormData): Promise<FormReply | { id: number; token: string }> {
  let values: Record<string, string> = {}
  const again = (reply: FormReply) =>
    chooseAgain(reply, data, 'LoP', 'Choose your Letter of Participation again.')
  try {
    const form = formEntries(data)
    values = sentValues(form, FIELDS)
    const file = form.LoP instanceof File ? form.LoP : null
    const found = registrationProblems(schemas, { ...EMPTY_REGISTRATION, ...values }, file)
    if (found.message)
      return again({ values, errors: found.errors, message: { tone: 'error', text: found.message } })
    return await registerFromForm(form, await actionRequest())
  } catch (error) {
    return again(await refusal(error, values))
  }
}
