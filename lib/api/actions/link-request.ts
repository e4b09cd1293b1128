'use server'

// "Already registered? Get your link" sent before the page's script has run: the same schema as
// the form's script, then the same intake as POST /uppedicon/registration/link/, and the same
// neutral answer whether or not the address has a registration.
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { LINK_REQUEST_REFUSED, LINK_SENT_MESSAGE } from '@/lib/registrations/flow'
import { linkRequestSchema } from '@/lib/registrations/schema'
import { linksFromForm } from '../handlers/registration-links'
import { actionRequest, formEntries, refusal, sentValues } from './intake'
import type { FormReply } from './reply'

export async function requestRegistrationLink(_previous: FormReply, data: FormData): Promise<FormReply> {
  let values: Record<string, string> = {}
  try {
    values = sentValues(formEntries(data), ['email'])
    const parsed = linkRequestSchema.safeParse(values)
    if (!parsed.success)
      return {
        values,
        errors: firstFieldErrors(fieldErrors(parsed.error)),
        message: { tone: 'error', text: LINK_REQUEST_REFUSED },
      }
    await linksFromForm(parsed.data, await actionRequest())
  } catch (error) {
    return refusal(error, values)
  }
  return { values, errors: {}, message: { tone: 'success', text: LINK_SENT_MESSAGE } }
}
