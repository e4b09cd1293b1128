// A payment proof from /payment-details (POST /uppedicon/paymentdetails/). It always belongs to a
// registration, named by participant_id with its token (checked by the handler); the registration
// then awaits the organisers' review (proof_submitted), whether it was paid online or offline.
// A proof not yet reviewed is replaced by the next one (its file deleted); a registration keeps
// at most MAX_PROOFS proofs (the rejected ones stay for the organisers' history). An unpaid
// registration's workshop seats then count until the review (lib/workshops/seat-checks.ts).
import 'server-only'
import { ApiError, notFound } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { fromIsoDate } from '@/lib/dates'
import { domainWrite } from '@/lib/domain-write'
import { assertProofAccepted } from '@/lib/editions/rules'
import { removeUpload, saveDocument } from '@/lib/uploads/store'
import { seatsForProof } from '@/lib/workshops/seat-checks'
import type { ProofReceivedDto } from './flow'
import { lockRegistration, registrationAfter, transition } from './lifecycle'
import { queueStateMail } from './mails/queue'
import type { PaymentDetailsInput } from './schema'

/** Proofs stored for one registration at most (each up to 10 MB). */
export const MAX_PROOFS = 5
export const TOO_MANY_PROOFS = `This registration already has ${MAX_PROOFS} payment proofs. Please contact the organisers.`

export async function submitPaymentProof(
  input: PaymentDetailsInput,
  file: Uint8Array,
): Promise<ProofReceivedDto> {
  const registrationId = input.participant_id
  await assertProofAccepted(registrationId)
  const { key } = await saveDocument(file, 'proofs')
  try {
    const { answer, replaced } = await domainWrite(SYSTEM, async (w) => {
      const tx = w.tx
      const current = await lockRegistration(tx, registrationId)
      if (!current) throw notFound('No registration was found for this participant.')
      const proofs = await tx.paymentProof.findMany({ where: { registrationId }, orderBy: { id: 'desc' } })
      // The latest proof of a registration under review has not been looked at: it is replaced.
      const pending = current.status === 'proof_submitted' ? proofs[0] : undefined
      if (pending) await tx.paymentProof.delete({ where: { id: pending.id } })
      if (proofs.length - (pending ? 1 : 0) >= MAX_PROOFS) throw new ApiError('conflict', TOO_MANY_PROOFS)
      const proof = await tx.paymentProof.create({
        data: {
          registrationId,
          paymentOption: input.payment_option,
          transactionId: input.transaction_id,
          transactionDate: fromIsoDate(input.transaction_date),
          proofOfPayment: key,
        },
      })
      // A free, confirmed or closed registration keeps its state; the proof is kept all the same.
      const seats = await seatsForProof(w, current)
      const registration = registrationAfter(
        await transition(tx, registrationId, 'proof_submitted', { data: () => seats.data }),
      )
      const released = seats.lost.length ? { released: seats.lost } : {}
      await queueStateMail(w, 'mail.proof-received', registration ?? current, proof.id, released)
      const answer: ProofReceivedDto = {
        id: proof.id,
        participant_id: registrationId,
        registration_number: registration?.registrationNumber ?? current.registrationNumber,
        ...released,
      }
      return { answer, replaced: pending?.proofOfPayment ?? null }
    })
    await removeUpload(replaced)
    return answer
  } catch (error) {
    await removeUpload(key)
    throw error
  }
}
