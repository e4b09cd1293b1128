// An organiser accepts a proposed match (the console's Accept): the credit pays the registration
// it was matched to, or every unpaid delegate of the group it names, verified as an exact match
// would have been (./record.ts), with its own audit entry. Once per credit: a second click, or two
// organisers at once, find it settled.
import 'server-only'
import { conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { StatementCredit } from '@/lib/generated/prisma/client'
import { owedBy } from '@/lib/groups/records'
import { formatPaise } from '@/lib/money'
import { OWING } from './credits'
import { GroupRefused, verifyGroupPaid, verifyPaid } from './record'

export async function acceptCredit(actor: Actor, id: number): Promise<{ message: string }> {
  return domainWrite(actor, async (w) => {
    await w.tx.$executeRaw`SELECT 1 FROM statement_credits WHERE id = ${id} FOR UPDATE`
    const credit = await w.tx.statementCredit.findUnique({ where: { id } })
    if (!credit) throw notFound('No such credit.')
    if (credit.outcome !== 'proposed') throw conflict('This credit is settled already.')
    const paid = credit.groupId ? await acceptForGroup(w, credit) : await acceptForRegistration(w, credit)
    await w.tx.statementCredit.update({ where: { id }, data: { outcome: 'verified', note: '' } })
    await w.audit('statement.accept', {
      entityId: id,
      detail: {
        ...(credit.groupId ? { groupId: credit.groupId } : { registrationId: credit.registrationId }),
        amountPaise: credit.amountPaise,
        owedPaise: paid.owedPaise,
        note: credit.note,
      },
    })
    return { message: `${formatPaise(credit.amountPaise)} recorded as the payment of ${paid.what}.` }
  })
}

/** The statement's line as the proof of a payment. */
const lineOf = (credit: StatementCredit) => ({
  date: credit.date.toISOString().slice(0, 10),
  narration: credit.narration,
  reference: credit.reference,
})

async function acceptForRegistration(w: Write, credit: StatementCredit) {
  const r = credit.registrationId
    ? await w.tx.registration.findUnique({ where: { id: credit.registrationId } })
    : null
  if (!r) throw conflict('This credit names no registration.')
  if (!OWING.includes(r.status))
    throw conflict(`${r.registrationNumber} owes nothing now: look at its page before recording money.`)
  const refusal = await verifyPaid(w, r.id, lineOf(credit))
  if (refusal) throw conflict(`${r.registrationNumber}: ${refusal}.`)
  return { owedPaise: r.amountPaise, what: `${r.registrationNumber} (${r.name})` }
}

async function acceptForGroup(w: Write, credit: StatementCredit) {
  const g = await w.tx.registrationGroup.findUniqueOrThrow({
    where: { id: credit.groupId! },
    include: { registrations: { orderBy: { id: 'asc' } } },
  })
  const { owing, duePaise } = owedBy(g.registrations)
  if (!owing.length)
    throw conflict(`Group ${g.groupNumber} owes nothing now: look at its delegates before recording money.`)
  try {
    await verifyGroupPaid(w, { owing }, lineOf(credit))
  } catch (error) {
    if (error instanceof GroupRefused) throw conflict(`${error.message}.`)
    throw error
  }
  return {
    owedPaise: duePaise,
    what: `group ${g.groupNumber} (${g.institution}, ${owing.length} delegate${owing.length === 1 ? '' : 's'})`,
  }
}
