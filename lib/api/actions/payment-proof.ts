'use server'

// The payment-proof form of the delegate's page sent before the page's script has run: the same
// checks as the form's script (lib/registrations/form-check.ts), then the same intake as POST
// /uppedicon/paymentdetails/; the delegate lands on their page, which confirms the proof arrived.
import { redirect } from 'next/navigation'
import { PROOF_RECEIVED_FLAG, PROOF_STATUS_FAILED, registrationPagePath } from '@/lib/registrations/flow'
import { proofProblems } from '@/lib/registrations/form-check'
import * as schemas from '@/lib/registrations/schema'
import { proofFromForm } from '../handlers/payment-proofs'
import { actionRequest, chooseAgain, formEntries, keepReply, refusal, sentValues } from './intake'
import { REPLY_OF, type FormReply } from './reply'

const FIELDS = ['payment_option', 'transaction_id', 'transaction_date'] as const

export async function submitProof(_previous: FormReply, data: FormData): Promise<FormReply> {
  const done = await submit(data)
  if ('values' in done) return keepReply(REPLY_OF.proof, done)
  // The delegate's page that sent the form was opened by the registration's cookie: it opens again.
  redirect(`${registrationPagePath(done.id)}?${PROOF_RECEIVED_FLAG}`)
}

/** The proof a posted form records (its registration), or the form's refusal. */
async function submit(data: FormData): Promise<FormReply | { id: number; token: string }> {
  let values: Record<string, string> = {}
  const again = (reply: FormReply) =>
    chooseAgain(reply, data, 'proof_of_payment', 'Choose the proof file again.')
  let owner: { id: number; token: string }
  try {
    const form = formEntries(data)
    const sent = sentValues(form, FIELDS)
    values = sent
    const linked = sentValues(form, ['participant_id', 'participant_token'])
    owner = { id: Number(linked.participant_id), token: linked.participant_token }
    const file = form.proof_of_payment instanceof File ? form.proof_of_payment : null
    const found = proofProblems(
      schemas,
      sent,
      { participant_id: owner.id || undefined, participant_token: owner.token || undefined },
      file,
    )
    if (found.message)
      return again({ values, errors: found.errors, message: { tone: 'error', text: found.message } })
    await proofFromForm(form, await actionRequest())
  } catch (error) {
    // As the form's script words it: the server's refusal, or its own text when the server failed.
    return again(
      await refusal(error, values, (body, status) => (status >= 500 ? PROOF_STATUS_FAILED : body.error)),
    )
  }
  return owner
}
