// Importing a bank statement (the organisers' console): each credit the site has not seen before
// is matched to the registration it pays (./match.ts). An exact match is verified as paid, as an
// organiser verifying a proof would (a proof made of the statement's line, the verification's
// audit entry, invoice and confirmation mail), in one domain write with the credit's row; near
// matches are proposed and the rest listed. A credit is recorded once, by its fingerprint, so
// importing a statement again (or two organisers importing it at once) changes nothing.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { fromIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { Registration, StatementOutcome } from '@/lib/generated/prisma/client'
import { formatPaise } from '@/lib/money'
import { PAYABLE, transition, type RegistrationStatus } from '@/lib/registrations/lifecycle'
import { verifyLatestProof } from '@/lib/registrations/review'
import { standingOf } from '@/lib/workshops/holds'
import { matchCredit, numbersIn, type Candidate, type Match } from './match'
import { statementRows } from './spreadsheet'
import { statementCredits, StatementError, type StatementCredit } from './statement'

/** A statement holds a month or two of credits; beyond this it is not one file to review. */
export const MAX_CREDITS = 5000

/** Owing its fee: unpaid, or a proof awaiting review or refused. */
export const OWING: readonly RegistrationStatus[] = [...PAYABLE, 'proof_submitted', 'proof_rejected']

export interface ImportedCredit {
  /** The credit's row (to accept a proposed one); absent for a credit not recorded. */
  id?: number
  date: string
  narration: string
  amount: string
  registration: { id: number; number: string; name: string } | null
  note: string
}

export interface ImportResult {
  verified: ImportedCredit[]
  proposed: ImportedCredit[]
  unmatched: ImportedCredit[]
  /** Credits an earlier import recorded already: left as they were. */
  repeated: number
}

const candidateOf = (r: Registration): Candidate => ({
  id: r.id,
  registrationNumber: r.registrationNumber,
  name: r.name,
  amountPaise: r.amountPaise,
  owes: OWING.includes(r.status),
})

/** Imports a statement: the file's bytes (CSV or a spreadsheet), or CSV text. */
export async function importStatement(actor: Actor, file: Uint8Array | string): Promise<ImportResult> {
  const credits = await readCredits(file)
  const known = new Set(
    (
      await db().statementCredit.findMany({
        where: { fingerprint: { in: credits.map((c) => c.fingerprint) } },
        select: { fingerprint: true },
      })
    ).map((r) => r.fingerprint),
  )
  const fresh = credits.filter((c) => !known.has(c.fingerprint))
  const { prefixes, byNumber, owing } = await candidatesFor(fresh)
  const result: ImportResult = {
    verified: [],
    proposed: [],
    unmatched: [],
    repeated: credits.length - fresh.length,
  }
  for (const credit of fresh) {
    const recorded = await record(actor, credit, matchCredit(credit, prefixes, byNumber, owing))
    if (!recorded) result.repeated++
    else result[recorded.outcome].push(recorded.credit)
  }
  await domainWrite(actor, (w) =>
    w.audit('statement.import', {
      detail: {
        credits: credits.length,
        verified: result.verified.length,
        proposed: result.proposed.length,
        unmatched: result.unmatched.length,
        repeated: result.repeated,
      },
    }),
  )
  return result
}

/** The statement's credits, or the 400 that says why the file is not one to import. */
async function readCredits(file: Uint8Array | string): Promise<StatementCredit[]> {
  let credits: StatementCredit[]
  try {
    credits = statementCredits(typeof file === 'string' ? file : await statementRows(file))
  } catch (error) {
    if (error instanceof StatementError) throw new ApiError('invalid', error.message)
    throw error
  }
  if (credits.length > MAX_CREDITS)
    throw new ApiError(
      'invalid',
      `A statement of ${MAX_CREDITS} credits at most, please: import it month by month.`,
    )
  return credits
}

/** The registrations the credits may pay: those their numbers name, and those owing their amounts. */
async function candidatesFor(credits: StatementCredit[]) {
  const prefixes = (await db().edition.findMany({ select: { registrationPrefix: true } })).map(
    (e) => e.registrationPrefix,
  )
  const numbers = credits.flatMap((c) => numbersIn(`${c.narration} ${c.reference}`, prefixes))
  const [named, owing] = await Promise.all([
    db().registration.findMany({ where: { registrationNumber: { in: numbers } } }),
    db().registration.findMany({
      where: {
        status: { in: [...OWING] },
        amountPaise: { in: [...new Set(credits.map((c) => c.amountPaise))] },
      },
    }),
  ])
  return {
    prefixes,
    byNumber: new Map(named.map((r) => [r.registrationNumber, candidateOf(r)])),
    owing: owing.map(candidateOf),
  }
}

/** The credits recorded that still want an organiser's eye (proposed, unmatched), newest first. */
export async function creditsToReview(
  limit = 200,
): Promise<(ImportedCredit & { outcome: StatementOutcome })[]> {
  const rows = await db().statementCredit.findMany({
    where: { outcome: { in: ['proposed', 'unmatched'] } },
    orderBy: { id: 'desc' },
    take: limit,
    include: { registration: { select: { id: true, registrationNumber: true, name: true } } },
  })
  return rows.map((r) => ({
    id: r.id,
    outcome: r.outcome,
    date: r.date.toISOString().slice(0, 10),
    narration: r.narration,
    amount: formatPaise(r.amountPaise),
    registration: r.registration && {
      id: r.registration.id,
      number: r.registration.registrationNumber,
      name: r.registration.name,
    },
    note: r.note,
  }))
}

/**
 * Records one credit and does what its match says, in one domain write. Null when another import
 * recorded it meanwhile. A verification the registration's state no longer allows, or one whose
 * workshop seats were released (they may have been sold since), is proposed instead.
 */
async function record(
  actor: Actor,
  credit: StatementCredit,
  match: Match,
): Promise<{ outcome: StatementOutcome; credit: ImportedCredit } | null> {
  return domainWrite(actor, async (w) => {
    let outcome: StatementOutcome =
      match.outcome === 'verify' ? 'verified' : match.outcome === 'propose' ? 'proposed' : 'unmatched'
    let note = match.outcome === 'verify' ? '' : match.why
    const registration = match.outcome === 'none' ? null : match.registration
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
          note,
          importedBy: actor.kind === 'admin' ? actor.email : 'system',
        },
      ],
      skipDuplicates: true,
    })
    if (inserted.count === 0) return null
    if (match.outcome === 'verify') {
      const refusal = await verifyPaid(w, match.registration.id, credit)
      if (refusal) {
        outcome = 'proposed'
        note = refusal
        await w.tx.statementCredit.update({
          where: { fingerprint: credit.fingerprint },
          data: { outcome, note },
        })
      }
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
        note,
      },
    }
  })
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
