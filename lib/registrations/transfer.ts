// Transferring a paid registration to a colleague of the same organisation (the refund policy's
// substitution), by its delegate from their page or by an organiser from the console. The
// registration keeps its number, category, payment, workshops and tax invoice; its holder (name,
// e-mail, mobile) changes and its `transfers` count goes up by one, which rotates the page link's
// token and the ticket code (./token-hmac.ts, lib/tickets/code.ts): the previous holder's link
// opens nothing and their ticket is refused at the desk. The new holder gets the confirmation
// mail (their page link and ticket). One domain write: the change, its audit entry and the mail.
//
// The tax invoice is kept as issued: the supply, its value and the one who paid for it do not
// change, and a B2B invoice names the institution billed, which stays the same. A B2C invoice
// keeps the name of the delegate who paid; the delegate's page and the audit trail record the
// transfer beside it (docs/organisers.md, "Transfers").
import 'server-only'
import { ApiError, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import { transferRefusal } from '@/lib/editions/window'
import type { Registration } from '@/lib/generated/prisma/client'
import { CATEGORY_LABELS } from './categories'
import { CLOSED, lockRegistration, TRANSFERABLE } from './lifecycle'
import { queueConfirmation } from './mails/queue'
import { payingTransaction, REGISTRATION_NOT_FOUND, resultOf, stateConflict } from './review'
import type { ActionResult } from './review-schema'
import { transferCategoryMessage, type TransferInput } from './schema'
import { isRegistrationToken, REGISTRATION_NOT_VERIFIED } from './token'

export const NOT_TRANSFERABLE =
  'only a paid registration (paid online, or a verified proof) can be transferred to a colleague.'
export const SAME_PERSON_MESSAGE = 'Your colleague needs an e-mail address of their own.'
export const alreadyRegisteredMessage = (email: string) =>
  `${email} already has a registration for this conference: a registration cannot be transferred to it.`

/** Who transfers: the delegate with their page's token, or an organiser from the console. */
export type TransferBy = { kind: 'delegate'; token: string } | { kind: 'organiser' }

export interface TransferResult extends ActionResult {
  id: number
  registrationNumber: string
  name: string
  email: string
  /** The new holder's confirmation mail (its job). */
  mailJob: number
}

const unprocessable = (message: string, field?: keyof TransferInput) =>
  new ApiError('unprocessable', message, field ? { fields: { [field]: [message] } } : {})

/** The refusals that depend on the locked registration, its edition and the date. */
async function checkTransfer(w: Write, p: Registration, input: TransferInput, by: TransferBy, now: Date) {
  // Checked under the lock: of two transfers sent with the same link, the second finds it rotated.
  if (by.kind === 'delegate' && !isRegistrationToken(p.id, by.token, p.transfers))
    throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
  if (!TRANSFERABLE.includes(p.status)) throw stateConflict(p, NOT_TRANSFERABLE)
  const edition = await w.tx.edition.findUniqueOrThrow({ where: { id: p.editionId } })
  const closed = transferRefusal(
    { starts_on: toIsoDate(edition.startsOn), transfer_close_days: edition.transferCloseDays },
    now,
  )
  if (closed) throw unprocessable(closed)
  if (input.category !== p.category)
    throw unprocessable(transferCategoryMessage(CATEGORY_LABELS[p.category]), 'category')
  if (input.email === p.email) throw unprocessable(SAME_PERSON_MESSAGE, 'email')
  // Serialised with a registration of the same person (lib/registrations/register.ts).
  await w.lock(`registration:${input.email}|${input.mobile_number}`)
  const taken = await w.tx.registration.findFirst({
    where: { editionId: p.editionId, email: input.email, id: { not: p.id }, status: { notIn: [...CLOSED] } },
    select: { id: true },
  })
  if (taken) throw unprocessable(alreadyRegisteredMessage(input.email), 'email')
}

/** Transfers a registration to a colleague; throws what the answer says (404, 403, 409, 422). */
export function transferRegistration(
  id: number,
  input: TransferInput,
  actor: Actor,
  by: TransferBy,
  now = new Date(),
): Promise<TransferResult> {
  return domainWrite(actor, async (w) => {
    const before = await lockRegistration(w.tx, id)
    if (!before)
      throw by.kind === 'delegate'
        ? new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
        : notFound(REGISTRATION_NOT_FOUND)
    await checkTransfer(w, before, input, by, now)
    const after = await w.tx.registration.update({
      where: { id },
      data: {
        name: input.name,
        email: input.email,
        mobileNumber: input.mobile_number,
        transfers: { increment: 1 },
        // The previous holder's council registration is theirs, not the colleague's (CME credits).
        medicalCouncil: '',
        councilRegNumber: '',
      },
    })
    const invoice = await w.tx.taxDocument.findFirst({
      where: { kind: 'invoice', OR: [{ registrationId: id }, { groupDelegates: { some: { id } } }] },
      select: { number: true, buyerGstin: true },
    })
    const transactionId = await payingTransaction(w.tx, after)
    const mailJob = await queueConfirmation(w, after, transactionId, `transfer:${after.transfers}`)
    await w.audit('registration.transfer', {
      entityId: id,
      detail: {
        by: by.kind,
        from: { name: before.name, email: before.email, mobile: before.mobileNumber },
        to: { name: after.name, email: after.email, mobile: after.mobileNumber },
        transfer: after.transfers,
        // The invoice stays as issued (see above): which one, and whether it names an institution.
        ...(invoice && { invoice: invoice.number, invoiceBuyer: invoice.buyerGstin ? 'b2b' : 'b2c' }),
        mailJob,
      },
    })
    const message = `Registration ${after.registrationNumber} is transferred to ${after.name} (${after.email}); their confirmation e-mail is queued.`
    return {
      ...resultOf(after, message),
      id,
      registrationNumber: after.registrationNumber,
      name: after.name,
      email: after.email,
      mailJob,
    }
  })
}

/** The latest transfer of a registration, as its page tells it (null: never transferred). */
export async function lastTransfer(
  id: number,
): Promise<{ at: Date; invoiceKept: 'b2b' | 'b2c' | null } | null> {
  const entry = await db().auditLog.findFirst({
    where: { action: 'registration.transfer', entity: 'registration', entityId: String(id) },
    orderBy: { id: 'desc' },
    select: { createdAt: true, detail: true },
  })
  if (!entry) return null
  const buyer = (entry.detail as { invoiceBuyer?: string } | null)?.invoiceBuyer
  return { at: entry.createdAt, invoiceKept: buyer === 'b2b' || buyer === 'b2c' ? buyer : null }
}
