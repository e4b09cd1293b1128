'use server'

// The transfer form of the delegate's page (lib/registrations/transfer.ts), with or without the
// page's script: the same schema as the form's script, then the domain write. Done, the delegate
// lands on their page's address, which now tells them the registration went to their colleague
// (their link opens nothing more); refused, the form shows why.
import { redirect } from 'next/navigation'
import { SYSTEM } from '@/lib/audit/actions'
import { assertSameOrigin } from '@/lib/auth/guard'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { registrationPagePath, TRANSFERRED_FLAG } from '@/lib/registrations/flow'
import { TRANSFER_CHECK_MESSAGE, transferSchema } from '@/lib/registrations/schema'
import { isRegistrationToken, REGISTRATION_NOT_VERIFIED } from '@/lib/registrations/token'
import { transferRegistration } from '@/lib/registrations/transfer'
import { ApiError, fieldErrors, firstFieldErrors } from '../errors'
import { actionRequest, formEntries, keepReply, refusal, sentValues } from './intake'
import { REPLY_OF, type FormReply } from './reply'

const FIELDS = ['name', 'email', 'mobile_number', 'category', 'same_organisation'] as const

export async function submitTransfer(_previous: FormReply, data: FormData): Promise<FormReply> {
  const form = formEntries(data)
  const values = sentValues(form, FIELDS)
  const id = Number(form.participant_id)
  try {
    const token = String(form.participant_token ?? '')
    if (!Number.isSafeInteger(id) || !isRegistrationToken(id, token))
      throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
    const request = await actionRequest()
    assertSameOrigin(request)
    const parsed = transferSchema.safeParse(values)
    if (!parsed.success)
      return keepReply(REPLY_OF.transfer, {
        values,
        errors: firstFieldErrors(fieldErrors(parsed.error)),
        message: { tone: 'error', text: TRANSFER_CHECK_MESSAGE },
      })
    await limitPublicWrite('transfer', request, id)
    await transferRegistration(id, parsed.data, SYSTEM, { kind: 'delegate', token })
  } catch (error) {
    return keepReply(REPLY_OF.transfer, await refusal(error, values))
  }
  redirect(`${registrationPagePath(id)}?${TRANSFERRED_FLAG}`)
}
