// The committee's writes (organisers): the call's review settings, a decision on an abstract
// (stored with who and when, changeable until mailed), and "Mail the decisions", which makes every
// decision taken so far final and queues its mail (one job per abstract, under its own key: never
// queued twice) and, for an accepted abstract whose presenting author must register and has not,
// the reminder to register a few days before the call's day (./presenter.ts).
import 'server-only'
import { conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { toIsoDate } from '@/lib/dates'
import { domainWrite, type Write } from '@/lib/domain-write'
import { findCurrentEdition } from '@/lib/editions/service'
import type { Abstract, AbstractCall } from '@/lib/generated/prisma/client'
import { presenterEmail, presenterRegistered, reminderDue } from './presenter'
import type { ReviewSettingsInput } from './review-schema'
import { CRITERIA_FIXED, DECISION_FINAL, type Decision } from './review-words'

const NO_CALL = 'This conference has no call for abstracts.'
const NO_SUCH_ABSTRACT = 'No submitted abstract was found with this id.'
const SCHEDULED = 'This abstract is in the programme: delete its talk before rejecting it.'

/** Sets the current call's criteria and reviewers per abstract (criteria fixed once a review is saved). */
export async function saveReviewSettings(input: ReviewSettingsInput, actor: Actor) {
  const edition = await findCurrentEdition()
  return domainWrite(actor, async (w) => {
    await w.lock(`review-assign:${edition.id}`)
    const call = await w.tx.abstractCall.findUnique({ where: { editionId: edition.id } })
    if (!call) throw notFound(NO_CALL)
    const changed = call.reviewCriteria.join('\n') !== input.criteria.join('\n')
    const scored = await w.tx.reviewAssignment.count({
      where: { state: 'reviewed', abstract: { editionId: edition.id } },
    })
    if (changed && scored) throw conflict(CRITERIA_FIXED)
    await w.tx.abstractCall.update({
      where: { id: call.id },
      data: { reviewCriteria: input.criteria, reviewersPerAbstract: input.reviewers_per_abstract },
    })
    await w.audit('abstract.review-settings', { entityId: call.id, detail: { ...input } })
    return input
  })
}

/** The abstract `id`, locked until the write ends (not found unless submitted). */
async function lockSubmitted(w: Write, id: number): Promise<Abstract> {
  const locked = await w.tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM abstracts WHERE id = ${id} AND status = 'submitted' FOR UPDATE`
  if (!locked.length) throw notFound(NO_SUCH_ABSTRACT)
  return w.tx.abstract.findUniqueOrThrow({ where: { id } })
}

/** Decides on abstract `id` (or changes the decision, until it is mailed). */
export async function decide(id: number, decision: Decision, actor: Actor, now = new Date()) {
  return domainWrite(actor, async (w) => {
    const row = await lockSubmitted(w, id)
    if (row.decisionSentAt) throw conflict(DECISION_FINAL)
    if (decision === 'reject' && (await w.tx.programmeTalk.count({ where: { abstractId: id } })))
      throw conflict(SCHEDULED)
    const decidedBy = actor.kind === 'admin' ? actor.email : null
    await w.tx.abstract.update({ where: { id }, data: { decision, decidedAt: now, decidedBy } })
    await w.audit('abstract.decide', {
      entityId: id,
      detail: { number: row.number, decision, previous: row.decision },
    })
    return { id, decision, decided_by: decidedBy, decided_at: now.toISOString() }
  })
}

/** Queues an abstract's decision mail, and the reminder to register when it applies. */
async function queueMails(w: Write, a: Abstract, call: AbstractCall | null, now: Date) {
  const entity = { entity: 'abstract', entityId: a.id }
  await w.enqueue(
    'mail.abstract-decision',
    { abstractId: a.id, to: a.email },
    { key: `abstract:${a.id}:decision`, ...entity },
  )
  if (a.decision === 'reject' || !call?.presenterMustRegister || !call.registerBy) return
  const due = reminderDue(toIsoDate(call.registerBy))
  if (due <= now || (await presenterRegistered(a.editionId, presenterEmail(a), w.tx))) return
  await w.enqueue(
    'mail.abstract-register-reminder',
    { abstractId: a.id, to: a.email },
    { key: `abstract:${a.id}:register-reminder`, runAfter: due, ...entity },
  )
}

/** "Mail the decisions": every decision of the current call not mailed yet becomes final and is mailed. */
export async function mailDecisions(actor: Actor, now = new Date()): Promise<{ mailed: string[] }> {
  const edition = await findCurrentEdition()
  return domainWrite(actor, async (w) => {
    const due = await w.tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM abstracts WHERE edition_id = ${edition.id} AND status = 'submitted'
        AND decision IS NOT NULL AND decision_sent_at IS NULL ORDER BY id FOR UPDATE`
    const call = await w.tx.abstractCall.findUnique({ where: { editionId: edition.id } })
    const mailed: string[] = []
    for (const { id } of due) {
      const a = await w.tx.abstract.update({ where: { id }, data: { decisionSentAt: now } })
      await queueMails(w, a, call, now)
      mailed.push(a.number ?? `#${id}`)
    }
    if (mailed.length) await w.audit('abstract.decisions-mail', { detail: { abstracts: mailed } })
    return { mailed }
  })
}
