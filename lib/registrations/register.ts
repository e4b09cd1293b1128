// Registering a delegate (POST /uppedicon/participants/): the amount comes from the category on
// the server, never from the browser; a delegate who registers again before paying (same e-mail
// and mobile number) gets the same registration back, updated; one already registered gets a 409.
import 'server-only'
import { randomBytes } from 'node:crypto'
import { conflict } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { fromIsoDate } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { FEES } from '@/lib/fees'
import type { Participant } from '@/lib/generated/prisma/client'
import { saveDocument } from '@/lib/uploads/store'
import { initialStatus, PAYABLE, REGISTERED, transition } from './lifecycle'
import { queueConfirmation } from './mails'
import type { ParticipantInput, RegistrationDto } from './schema'

export const registrationNumberOf = (id: number) => `UPP25-${String(id).padStart(6, '0')}`

export function toRegistrationDto(p: Participant): RegistrationDto {
  return {
    id: p.id,
    registration_number: p.registrationNumber,
    name: p.name,
    email: p.email,
    mobile_number: p.mobileNumber,
    category: p.category,
    amount: p.amountPaise / 100,
    status: p.status,
  }
}

export async function findParticipant(id: number): Promise<Participant | null> {
  return db().participant.findUnique({ where: { id } })
}

function columns(input: ParticipantInput, lopKey: string | undefined) {
  return {
    name: input.name,
    mobileNumber: input.mobile_number,
    email: input.email.toLowerCase(),
    dateOfBirth: fromIsoDate(input.date_of_birth),
    address: input.address,
    age: input.age,
    designation: input.designation,
    ciapMembership: input.ciapMembership,
    aopUpMembership: input.aopUpMembership,
    accompanyingPerson: input.accompanying_person,
    category: input.category,
    amountPaise: FEES[input.category] * 100,
    ...(lopKey ? { lop: lopKey } : {}),
  }
}

/** Registers a delegate (see the module's comment); a free registration is confirmed and mailed. */
export async function registerParticipant(
  input: ParticipantInput,
  lop?: Uint8Array,
): Promise<RegistrationDto> {
  const lopKey = lop && lop.byteLength > 0 ? (await saveDocument(lop, 'lop')).key : undefined
  const data = columns(input, lopKey)
  const status = initialStatus(data.amountPaise)
  const participant = await domainWrite(SYSTEM, async (w) => {
    // Serialise registrations of the same person so two quick submissions make one registration.
    await w.lock(`registration:${data.email}|${data.mobileNumber}`)
    const existing = await w.tx.participant.findMany({
      where: { email: data.email, mobileNumber: data.mobileNumber },
      orderBy: { id: 'desc' },
    })
    const done = existing.find((p) => REGISTERED.includes(p.status))
    if (done) {
      const what = done.status === 'free' ? 'already confirmed' : 'already paid'
      throw conflict(
        `A registration with this e-mail address and mobile number is ${what} (registration number ${done.registrationNumber}).`,
      )
    }
    const retry = existing.find((p) => PAYABLE.includes(p.status))
    const p = retry
      ? await updated(w.tx, retry.id, status === 'free' ? 'free' : 'reregistered', data)
      : await created(w.tx, { ...data, status })
    if (p.status === 'free') await queueConfirmation(w, p, null, 'free')
    return p
  })
  return toRegistrationDto(participant)
}

type Tx = Prisma.TransactionClient

async function updated(tx: Tx, id: number, event: 'free' | 'reregistered', data: ReturnType<typeof columns>) {
  const result = await transition(tx, id, event, { data: () => data })
  if (result.outcome !== 'applied')
    throw new Error(`registration ${id} could not be updated (${result.outcome})`)
  return result.after
}

async function created(tx: Tx, data: ReturnType<typeof columns> & { status: Participant['status'] }) {
  const row = await tx.participant.create({
    data: { ...data, registrationNumber: `tmp${randomBytes(8).toString('hex')}` },
  })
  return tx.participant.update({
    where: { id: row.id },
    data: { registrationNumber: registrationNumberOf(row.id) },
  })
}
