// Importing a bank statement (the organisers' console): each credit the site has not seen before
// is matched to the registration it pays (./match.ts). An exact match is verified as paid, as an
// organiser verifying a proof would (a proof made of the statement's line, the verification's
// audit entry, invoice and confirmation mail), in one domain write with the credit's row; near
// matches are proposed and the rest listed. A credit is recorded once, by its fingerprint, so
// importing a statement again (or two organisers importing it at once) changes nothing.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { Registration, StatementOutcome } from '@/lib/generated/prisma/client'
import { formatPaise } from '@/lib/money'
import { OWING, type ImportedCredit, type ImportResult } from './credits'
import { groupCandidates } from './groups'
import { groupNumbersIn, matchCredit, numbersIn, type Candidate } from './match'
import { record } from './record'
import { statementRows } from './spreadsheet'
import { statementCredits, StatementError, type StatementCredit } from './statement'

/** A statement holds a month or two of credits; beyond this it is not one file to review. */
export const MAX_CREDITS = 5000

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
  const { prefixes, byNumber, owing, byGroup } = await candidatesFor(fresh)
  const result: ImportResult = {
    verified: [],
    proposed: [],
    unmatched: [],
    repeated: credits.length - fresh.length,
  }
  for (const credit of fresh) {
    const recorded = await record(actor, credit, matchCredit(credit, prefixes, byNumber, owing, byGroup))
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
  const texts = credits.map((c) => `${c.narration} ${c.reference}`)
  const numbers = texts.flatMap((t) => numbersIn(t, prefixes))
  const [named, owing, groups] = await Promise.all([
    db().registration.findMany({ where: { registrationNumber: { in: numbers } } }),
    db().registration.findMany({
      where: {
        status: { in: [...OWING] },
        amountPaise: { in: [...new Set(credits.map((c) => c.amountPaise))] },
      },
    }),
    groupCandidates(texts.flatMap((t) => groupNumbersIn(t, prefixes))),
  ])
  return {
    prefixes,
    byNumber: new Map(named.map((r) => [r.registrationNumber, candidateOf(r)])),
    owing: owing.map(candidateOf),
    byGroup: new Map(groups.map((g) => [g.groupNumber, g])),
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
    include: {
      registration: { select: { id: true, registrationNumber: true, name: true } },
      group: { select: { id: true, groupNumber: true, institution: true } },
    },
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
    group: r.group && { id: r.group.id, number: r.group.groupNumber, name: r.group.institution },
    note: r.note,
  }))
}
