// Recording one credit of an imported statement and doing what its match says (./match.ts), in one
// domain write with the credit's row: an exact match is verified as paid, as an organiser verifying
// a proof would (a proof made of the statement's line, the verification's audit entry, invoice and
// confirmation mail); a group's exact match verifies each of its unpaid delegates so, or none of
// them. A verification the registration's state no longer allows, or one whose workshop seats were
// released (they may have been sold since), is proposed instead. Null when another import
// recorded the credit meanwhile.
import 'server-only'
import type { Actor } from '@/lib/audit/actions'
import { fromIsoDate } from '@/lib/dates'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { StatementOutcome } from '@/lib/generated/prisma/client'
import { formatPaise } from '@/lib/money'
import { transition } from '@/lib/registrations/lifecycle'
import { verifyLatestProof } from '@/lib/registrations/review'
import { standingOf } from '@/lib/workshops/holds'
import type { ImportedCredit } from './credits'
import type { GroupCandidate, Match } from './match'
import type { StatementCredit } from './statement'

/** A group's delegate could not be verified: nothing of the group is (the transaction rolls back). */
export class GroupRefused extends Error {}

const OUTCOME: Record<Match['outcome'], StatementOutcome> = {
  verify: 'verified',
  'verify-group': 'verified',
  propose: 'proposed',
  'propose-group': 'proposed',
  none: 'unmatched',
}

export async function record(
  actor: Actor,
  credit: StatementCredit,
  match: Match,
): Promise<{ outcome: StatementOutcome; credit: ImportedCredit } | null> {
  try {
    return await recordIn(actor, credit, match)
  } catch (error) {
    if (!(error instanceof GroupRefused) || match.outcome !== 'verify-group') throw error
    return recordIn(actor, credit, { outcome: 'propose-group', group: match.group, why: error.message })
  }
}

function recordIn(actor: Actor, credit: StatementCredit, match: Match) {
  return domainWrite(actor, async (w) => {
    let outcome = OUTCOME[match.outcome]
    let note = 'why' in match ? match.why : ''
    const registration = 'registration' in match ? match.registration : null
    const group = 'group' in match ? match.group : null
    const inserted = await w.tx.statementCredit.createMany({
      data: [
        {
          fingerprint: credit.fingerprint,
          date: fromIsoDate(credit.date),
          narration: credit.narration.slice(0, 500),
          reference: credit.reference.slice(0, 100),
          amountPaise: credit.amountPaise,
          outcome,
          registrationId: registration?.id ?? null,
          groupId: group?.id ?? null,
          note,
          importedBy: actor.kind === 'admin' ? actor.email : 'system',
        },
      ],
      skipDuplicates: true,
    })
    if (inserted.count === 0) return null
    if (match.outcome === 'verify-group') await verifyGroupPaid(w, match.group, credit)
    const refusal = match.outcome === 'verify' ? await verifyPaid(w, match.registration.id, credit) : null
    if (refusal) {
      outcome = 'proposed'
      note = refusal
      await w.tx.statementCredit.update({
        where: { fingerprint: credit.fingerprint },
        data: { outcome, note },
      })
    }
    return {
      outcome,
      credit: {
        date: credit.date,
        narration: credit.narration,
        amount: formatPaise(credit.amountPaise),
        registration: registration && {
          id: registration.id,
          number: registration.registrationNumber,
          name: registration.name,
        },
        group: group && { id: group.id, number: group.groupNumber, name: group.institution },
        note,
      },
    }
  })
}

/** Each unpaid delegate of the group verified as paid by the credit; GroupRefused names the first that cannot be. */
export async function verifyGroupPaid(
  w: Write,
  group: Pick<GroupCandidate, 'owing'>,
  credit: Pick<StatementCredit, 'date' | 'narration' | 'reference'>,
) {
  for (const delegate of group.owing) {
    const refusal = await verifyPaid(w, delegate.id, credit)
    if (refusal) throw new GroupRefused(`${delegate.registrationNumber}: ${refusal}`)
  }
}

/** The credit paid the registration exactly: its proof is the statement's line, verified. Else why not. */
export async function verifyPaid(
  w: Write,
  id: number,
  credit: Pick<StatementCredit, 'date' | 'narration' | 'reference'>,
): Promise<string | null> {
  const r = await w.tx.registration.findUniqueOrThrow({ where: { id } })
  const seats = await w.tx.workshopSeat.count({ where: { registrationId: id } })
  if (seats > 0 && standingOf(r) === 'released')
    return 'its workshop seats were released: check them, then verify its proof'
  if (r.status !== 'proof_submitted') {
    const proof = await w.tx.paymentProof.create({
      data: {
        registrationId: id,
        paymentOption: /\bUPI\b/i.test(credit.narration) ? 'upi' : 'neft_rtgs',
        transactionId: (credit.reference || credit.narration).slice(0, 100),
        transactionDate: fromIsoDate(credit.date),
        proofOfPayment: '',
      },
    })
    const t = await transition(w.tx, id, 'proof_submitted')
    if (t.outcome !== 'applied') {
      await w.tx.paymentProof.delete({ where: { id: proof.id } })
      return 'its state changed meanwhile'
    }
  }
  await verifyLatestProof(w, id, 'statement')
  return null
}
