// An organiser accepts a proposed match (the console's Accept): the credit pays the registration
// it was matched to, verified as an exact match would have been (./import.ts, verifyPaid), with its
// own audit entry. Once per credit: a second click, or two organisers at once, find it settled.
import 'server-only'
import { conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { domainWrite } from '@/lib/domain-write'
import { formatPaise } from '@/lib/money'
import { OWING, verifyPaid } from './import'

export async function acceptCredit(actor: Actor, id: number): Promise<{ message: string }> {
  return domainWrite(actor, async (w) => {
    await w.tx.$executeRaw`SELECT 1 FROM statement_credits WHERE id = ${id} FOR UPDATE`
    const credit = await w.tx.statementCredit.findUnique({ where: { id }, include: { registration: true } })
    if (!credit) throw notFound('No such credit.')
    if (credit.outcome !== 'proposed') throw conflict('This credit is settled already.')
    const r = credit.registration
    if (!r) throw conflict('This credit names no registration.')
    if (!OWING.includes(r.status))
      throw conflict(`${r.registrationNumber} owes nothing now: look at its page before recording money.`)
    const refusal = await verifyPaid(w, r.id, {
      date: credit.date.toISOString().slice(0, 10),
      narration: credit.narration,
      reference: credit.reference,
    })
    if (refusal) throw conflict(`${r.registrationNumber}: ${refusal}.`)
    await w.tx.statementCredit.update({ where: { id }, data: { outcome: 'verified', note: '' } })
    await w.audit('statement.accept', {
      entityId: id,
      detail: {
        registrationId: r.id,
        amountPaise: credit.amountPaise,
        owedPaise: r.amountPaise,
        note: credit.note,
      },
    })
    return {
      message: `${formatPaise(credit.amountPaise)} recorded as the payment of ${r.registrationNumber} (${r.name}).`,
    }
  })
}
