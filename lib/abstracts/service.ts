// A submitter's abstracts: write, save as a draft, submit, change until the call closes, withdraw.
// The submitter is the e-mail address their token names (./token.ts), compared exactly with the
// stored one (both normalised, lib/input-rules.ts): an abstract of another address is "not found".
// Every write is a domain write with its audit entry; the first submission takes the next number
// of the edition's counter (next_counter_value, whose row lock is held until the write commits, so
// parallel submissions never share a number) and queues the receipt mail.
import 'server-only'
import { conflict, notFound } from '@/lib/api/errors'
import { parse } from '@/lib/api/input'
import { SYSTEM } from '@/lib/audit/actions'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import { findCurrentEdition } from '@/lib/editions/service'
import type { Abstract } from '@/lib/generated/prisma/client'
import { privatePicture } from '@/lib/uploads/private-picture'
import { findCall } from './call'
import type { AbstractFields } from './form'
import { abstractSchema, type AbstractDto, type Author, type CallDto, type SaveIntent } from './schema'
import { callRefusal } from './window'
import type { Section } from './words'

type Tx = Prisma.TransactionClient

/** Most abstracts (drafts included) one address may hold in an edition. */
export const MAX_ABSTRACTS = 20
export const NO_SUCH_ABSTRACT = 'No such abstract of yours.'
export const WITHDRAWN_REFUSAL = 'This abstract was withdrawn: it can no longer be changed.'
const NO_CALL = 'This conference has no call for abstracts.'

/** An abstract's figure as its pages draw it (its size, and a version that changes with the file). */
const figureInfo = (key: string | null) => {
  const p = privatePicture(key)
  return p && { width: p.width, height: p.height, version: p.name.slice(0, 8) }
}

export const toAbstractDto = (a: Abstract): AbstractDto => ({
  id: a.id,
  edition_id: a.editionId,
  number: a.number,
  status: a.status,
  title: a.title,
  topic: a.topic,
  type: a.type,
  authors: a.authors as unknown as Author[],
  sections: a.sections as unknown as Record<Section, string>,
  figure: figureInfo(a.figureKey),
  submitted_at: a.submittedAt?.toISOString() ?? null,
  updated_at: a.updatedAt.toISOString(),
  // The submitter learns the decision from its mail: not before.
  decision: a.decisionSentAt ? a.decision : null,
})

/** The submitter's abstract `id`, locked until the write ends (not found for another address). */
export async function lockOwn(tx: Tx, email: string, id: number): Promise<Abstract> {
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM abstracts WHERE id = ${id} AND email = ${email} FOR UPDATE`
  if (!locked.length) throw notFound(NO_SUCH_ABSTRACT)
  return tx.abstract.findUniqueOrThrow({ where: { id } })
}

/** The edition's call, refused (409) while it is not open. */
export async function openCall(tx: Tx, editionId: number, now: Date): Promise<CallDto> {
  const call = await findCall(editionId, tx)
  if (!call) throw notFound(NO_CALL)
  const refused = callRefusal(call, now)
  if (refused) throw conflict(refused)
  return call
}

/** The next number of the edition's abstracts: UPP27-A-0001 (in the write's transaction). */
async function nextNumber(tx: Tx, editionId: number): Promise<string> {
  const [{ value }] = await tx.$queryRaw<{ value: number }[]>`
    SELECT next_counter_value(${`abstract:${editionId}`}) AS value`
  const { registrationPrefix } = await tx.edition.findUniqueOrThrow({ where: { id: editionId } })
  return `${registrationPrefix}A-${String(value).padStart(4, '0')}`
}

/** A new abstract of `email` in the edition (refused beyond MAX_ABSTRACTS). */
async function createOwn(w: Write, email: string, editionId: number): Promise<Abstract> {
  await w.lock(`abstracts:${editionId}:${email}`)
  if ((await w.tx.abstract.count({ where: { editionId, email } })) >= MAX_ABSTRACTS)
    throw conflict(
      `You have ${MAX_ABSTRACTS} abstracts in this call already: withdraw or finish one of them.`,
    )
  const created = await w.tx.abstract.create({ data: { editionId, email } })
  await w.audit('abstract.create', { entityId: created.id, detail: { email } })
  return created
}

/**
 * Saves the submitter's abstract (`id` null: a new one) as a draft, or submits it; a submitted
 * abstract's changes are checked as a submission and it stays submitted. Refused (409) outside
 * the call's window and for a withdrawn abstract; the fields are checked against the call's terms.
 */
export async function saveAbstract(
  email: string,
  id: number | null,
  fields: AbstractFields,
  intent: SaveIntent,
  now = new Date(),
): Promise<AbstractDto> {
  return domainWrite(SYSTEM, async (w) => {
    const existing = id === null ? null : await lockOwn(w.tx, email, id)
    const editionId = existing?.editionId ?? (await findCurrentEdition(w.tx)).id
    const call = await openCall(w.tx, editionId, now)
    const row = existing ?? (await createOwn(w, email, editionId))
    if (row.status === 'withdrawn') throw conflict(WITHDRAWN_REFUSAL)
    const submitting = intent === 'submit' || row.status === 'submitted'
    const terms = { types: call.types, topics: call.topics, wordLimit: call.word_limit }
    const input = parse(abstractSchema(terms, submitting ? 'submit' : 'draft'), fields)
    const first = submitting && row.status === 'draft'
    const saved = await w.tx.abstract.update({
      where: { id: row.id },
      data: {
        title: input.title,
        topic: input.topic,
        type: input.type,
        authors: input.authors as unknown as Prisma.InputJsonValue,
        sections: input.sections,
        ...(first && { status: 'submitted', submittedAt: now, number: await nextNumber(w.tx, editionId) }),
      },
    })
    await w.audit(first ? 'abstract.submit' : 'abstract.save', {
      entityId: saved.id,
      detail: { email, number: saved.number },
    })
    if (first)
      await w.enqueue(
        'mail.abstract-received',
        { abstractId: saved.id, to: email },
        { key: `abstract:${saved.id}:received`, entity: 'abstract', entityId: saved.id },
      )
    return toAbstractDto(saved)
  })
}

/** Withdraws the submitter's abstract (a draft or a submitted one); withdrawing again changes nothing. */
export async function withdrawAbstract(email: string, id: number, now = new Date()): Promise<AbstractDto> {
  return domainWrite(SYSTEM, async (w) => {
    const row = await lockOwn(w.tx, email, id)
    if (row.status === 'withdrawn') return toAbstractDto(row)
    const saved = await w.tx.abstract.update({
      where: { id },
      data: { status: 'withdrawn', withdrawnAt: now },
    })
    // Nobody reviews a withdrawn abstract: its open assignments go (saved reviews stay on record).
    await w.tx.reviewAssignment.deleteMany({ where: { abstractId: id, state: 'assigned' } })
    await w.audit('abstract.withdraw', { entityId: id, detail: { email, number: saved.number } })
    return toAbstractDto(saved)
  })
}

/** The submitter's abstracts in the current edition, newest first. */
export async function listAbstracts(email: string): Promise<AbstractDto[]> {
  const edition = await findCurrentEdition()
  const rows = await db().abstract.findMany({
    where: { editionId: edition.id, email },
    orderBy: { id: 'desc' },
  })
  return rows.map(toAbstractDto)
}

/** The submitter's abstract `id` (null: none of theirs). */
export async function findAbstract(email: string, id: number): Promise<AbstractDto | null> {
  const row = await db().abstract.findFirst({ where: { id, email } })
  return row && toAbstractDto(row)
}
