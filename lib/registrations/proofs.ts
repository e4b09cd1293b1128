// A payment proof from /payment-details (POST /uppedicon/paymentdetails/). It is linked to its
// registration by participant_id (with its token, checked by the handler) or by the transaction
// id (our merchantTxnNo or the gateway's txnID); the registration then awaits the organisers'
// review (proof_submitted), whether it was paid online or offline.
import 'server-only'
import { notFound } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { fromIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { saveDocument } from '@/lib/uploads/store'
import { registrationAfter, transition } from './lifecycle'
import { findParticipant } from './register'
import type { PaymentDetailsInput, ProofReceivedDto } from './schema'

/** The registration a proof names by transaction id, if any. */
async function participantOfTransaction(transactionId: string): Promise<number | null> {
  const attempt = await db().paymentAttempt.findFirst({
    where: { kind: 'sale', OR: [{ merchantTxnNo: transactionId }, { gatewayTxnId: transactionId }] },
    orderBy: { id: 'desc' },
  })
  return attempt?.participantId ?? null
}

export async function submitPaymentProof(
  input: PaymentDetailsInput,
  file: Uint8Array,
): Promise<ProofReceivedDto> {
  const { key } = await saveDocument(file, 'proofs')
  let participantId = input.participant_id ?? null
  if (participantId && !(await findParticipant(participantId)))
    throw notFound('No registration was found for this participant.')
  participantId ??= await participantOfTransaction(input.transaction_id)
  return domainWrite(SYSTEM, async ({ tx }) => {
    const proof = await tx.paymentProof.create({
      data: {
        participantId,
        paymentOption: input.payment_option,
        transactionId: input.transaction_id,
        transactionDate: fromIsoDate(input.transaction_date),
        proofOfPayment: key,
      },
    })
    // A free, confirmed or closed registration keeps its state; the proof is kept all the same.
    const registration = participantId
      ? registrationAfter(await transition(tx, participantId, 'proof_submitted'))
      : null
    return {
      id: proof.id,
      participant_id: participantId,
      registration_number: registration?.registrationNumber ?? null,
    }
  })
}
