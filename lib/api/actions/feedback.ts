'use server'

// The feedback form of the delegate's page, sent with or without the page's script: the answers
// checked against the edition's questions (lib/feedback/schema.ts, as the form's script checks
// them), recorded once; the delegate lands on their page, which thanks them and offers the
// certificate. Refused answers come back to the form with each field's message.
import { redirect } from 'next/navigation'
import { ApiError } from '@/lib/api/errors'
import { giveFeedback } from '@/lib/feedback/responses'
import { FEEDBACK_FLAG, registrationPagePath } from '@/lib/registrations/flow'
import { assertCurrentRegistrationToken, REGISTRATION_NOT_VERIFIED } from '@/lib/registrations/token'
import { formEntries, keepReply, refusal } from './intake'
import { REPLY_OF, type FormReply } from './reply'

export async function submitFeedback(_previous: FormReply, data: FormData): Promise<FormReply> {
  const form = formEntries(data)
  const fields = Object.fromEntries(
    Object.entries(form).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && /^q\d+$/.test(e[0]),
    ),
  )
  const id = Number(form.participant_id)
  let outcome: 'given' | 'skipped'
  try {
    if (!Number.isInteger(id)) throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
    await assertCurrentRegistrationToken(id, String(form.participant_token ?? ''))
    outcome = await giveFeedback(id, { skip: form.intent === 'skip', fields })
  } catch (error) {
    // Sent twice (another tab, a double tap): it was recorded once; the page says so.
    if (error instanceof ApiError && error.status === 409)
      redirect(`${registrationPagePath(id)}?${FEEDBACK_FLAG}=given`)
    return keepReply(REPLY_OF.feedback, await refusal(error, fields))
  }
  redirect(`${registrationPagePath(id)}?${FEEDBACK_FLAG}=${outcome}`)
}
