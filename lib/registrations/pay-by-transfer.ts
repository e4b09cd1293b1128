// Paying a registration's fee outside the gateway: while it owes its fee (unpaid, no proof awaiting
// the organisers, registration open), the association's UPI ID and account with the exact amount and
// the registration number to quote (lib/payments/direct/pay-to.ts). The delegate's page and the
// checkout (GET /uppedicon/participants/<id>/pay-to/) show it; nothing when the organisers set no
// account.
import 'server-only'
import { notFound } from '@/lib/api/errors'
import type { EditionDto } from '@/lib/editions/schema'
import { findEdition } from '@/lib/editions/service'
import { registrationState } from '@/lib/editions/window'
import type { Registration } from '@/lib/generated/prisma/client'
import { payToFor, type PayTo } from '@/lib/payments/direct/pay-to'
import { allows } from './lifecycle'
import { findRegistration } from './records'
import { assertCurrentHolder, assertRegistrationToken } from './token'

export const NO_REGISTRATION = 'No registration was found with this link.'

/** Whether the registration owes a fee it may pay by transfer now (and prove with a proof). */
export const owesByTransfer = (p: Registration, edition: EditionDto) =>
  p.status !== 'paid' &&
  p.status !== 'proof_submitted' &&
  allows('proof_submitted', p.status) &&
  p.amountPaise > 0 &&
  registrationState(edition) === 'open'

/** Where and how much to pay by transfer (null: nothing owed, or no account set). */
export const payToOf = (p: Registration, edition: EditionDto): Promise<PayTo | null> =>
  owesByTransfer(p, edition) ? payToFor(p.amountPaise, p.registrationNumber) : Promise.resolve(null)

/** The checkout's: for the registration's current holder (403 for another token, 404 for none). */
export async function checkoutPayTo(registrationId: number, token: string | undefined) {
  assertRegistrationToken(registrationId, token)
  const p = await findRegistration(registrationId)
  assertCurrentHolder(registrationId, token, p)
  if (!p) throw notFound(NO_REGISTRATION)
  return payToOf(p, await findEdition(p.editionId))
}
