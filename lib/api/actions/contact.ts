'use server'

// The contact form's server action (/contact-us sent before the page's script has run): the
// form's own check with the same schema, then the same intake as POST /uppedicon/contactus/.
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { MESSAGE_SENT } from '@/lib/messages/contact'
import { contactMessageSchema } from '@/lib/messages/schema'
import { contactFromForm } from '../handlers/contact-messages'
import { actionRequest, formEntries, refusal, sentValues } from './intake'
import type { FormReply } from './reply'

const FIELDS = ['name', 'email', 'mobile_number', 'message'] as const

export async function sendContactMessage(_previous: FormReply, data: FormData): Promise<FormReply> {
  let values: Record<string, string> = {}
  try {
    values = sentValues(formEntries(data), FIELDS)
    // As the form's script does: the fields to fix, without a message of the form's own.
    const parsed = contactMessageSchema.safeParse(values)
    if (!parsed.success) return { values, errors: firstFieldErrors(fieldErrors(parsed.error)), message: null }
    await contactFromForm(parsed.data, await actionRequest())
  } catch (error) {
    return refusal(error, values)
  }
  // Sent: the form is empty again, as after its script sends it.
  return { values: {}, errors: {}, message: { tone: 'success', text: MESSAGE_SENT } }
}
