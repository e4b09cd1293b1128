// The organisers' changes to the programme of the current edition, each a domain write (change +
// audit entry + the `programme` cache tag expired after commit). Every reference is checked to
// belong to the edition (a hall, a chairperson, a speaker, a talk's session), and every time to
// fall on one of its days; clashes are not refused here but shown by the editor (./clashes.ts),
// since a timetable is often inconsistent for a while as it is being rearranged.
import 'server-only'
import { presenterEmail, presenterName } from '@/lib/abstracts/presenter'
import { ACCEPTED_DECISIONS } from '@/lib/abstracts/review-words'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { revokeStaleRoles } from '@/lib/certificates/role-read'
import { todayInIndia } from '@/lib/dates'
import type { Prisma } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import { findCurrentEdition } from '@/lib/editions/service'
import {
  atIndia,
  type FacultyInput,
  type HallInput,
  type ScheduleInput,
  type SessionInput,
  type TalkInput,
} from './schema'
import { daysOf } from './service'

type Tx = Prisma.TransactionClient

const refuse = (field: string, message: string) =>
  new ApiError('unprocessable', message, { fields: { [field]: [message] } })

/**
 * The role certificates the change took away (a talk given to another speaker, a chairperson
 * unticked, a talk or person deleted: lib/certificates/role-read.ts) are revoked with it.
 */
async function revokeGoneRoles(w: Write, editionId: number) {
  const revoked = await revokeStaleRoles(w.tx, editionId)
  if (revoked.length)
    await w.audit('certificate.revoke', {
      entityId: editionId,
      detail: { certificates: revoked, by: 'programme' },
    })
}

async function saved(w: Write, editionId: number, entity: string, id: number, name: string) {
  await revokeGoneRoles(w, editionId)
  await w.audit('programme.save', { entityId: id, detail: { entity, name } })
  w.invalidate(TAGS.programme)
  return id
}

export async function saveHall(actor: Actor, input: HallInput): Promise<number> {
  return domainWrite(actor, async (w) => {
    const { id: editionId } = await findCurrentEdition(w.tx)
    const clash = await w.tx.programmeHall.findFirst({
      where: {
        editionId,
        name: { equals: input.name, mode: 'insensitive' },
        ...(input.id && { id: { not: input.id } }),
      },
    })
    if (clash) throw refuse('name', 'A hall of this name exists already.')
    const data = { name: input.name, position: input.position }
    const row = input.id
      ? await w.tx.programmeHall.update({
          where: { id: (await own(w.tx, 'hall', input.id, editionId)).id },
          data,
        })
      : await w.tx.programmeHall.create({ data: { ...data, editionId } })
    return saved(w, editionId, 'hall', row.id, row.name)
  })
}

/** `photo`: the stored picture's path (saved before the write), or undefined to keep the current one. */
export async function saveFaculty(actor: Actor, input: FacultyInput, photo?: string): Promise<number> {
  return domainWrite(actor, async (w) => {
    const { id: editionId } = await findCurrentEdition(w.tx)
    const { id, ...fields } = input
    const data = { ...fields, ...(photo !== undefined && { photo }) }
    const row = id
      ? await w.tx.faculty.update({ where: { id: (await own(w.tx, 'faculty', id, editionId)).id }, data })
      : await w.tx.faculty.create({ data: { ...data, editionId } })
    return saved(w, editionId, 'faculty', row.id, row.name)
  })
}

export async function saveSession(actor: Actor, input: SessionInput): Promise<number> {
  return domainWrite(actor, async (w) => {
    const edition = await findCurrentEdition(w.tx)
    if (!daysOf(edition.starts_on, edition.ends_on).includes(input.day))
      throw refuse('day', 'Choose a day of the conference.')
    if (input.hall_id) await own(w.tx, 'hall', input.hall_id, edition.id)
    else if (input.kind !== 'break')
      throw refuse('hall_id', 'Choose a hall (only a break may be for all halls).')
    const chairs = await w.tx.faculty.findMany({
      where: { id: { in: input.chair_ids }, editionId: edition.id },
    })
    if (chairs.length !== new Set(input.chair_ids).size)
      throw refuse('chair_ids', 'Choose chairpersons from the faculty.')
    const data = {
      kind: input.kind,
      title: input.title,
      description: input.description,
      hallId: input.hall_id,
      startsAt: atIndia(input.day, input.starts),
      endsAt: atIndia(input.day, input.ends),
      creditHours: input.credit_hours ?? null,
    }
    const row = input.id
      ? await w.tx.programmeSession.update({
          where: { id: (await own(w.tx, 'session', input.id, edition.id)).id },
          data,
        })
      : await w.tx.programmeSession.create({ data: { ...data, editionId: edition.id } })
    await w.tx.sessionChair.deleteMany({ where: { sessionId: row.id } })
    await w.tx.sessionChair.createMany({
      data: [...new Set(input.chair_ids)].map((facultyId, position) => ({
        sessionId: row.id,
        facultyId,
        position,
      })),
    })
    return saved(w, edition.id, 'session', row.id, row.title)
  })
}

export async function saveTalk(actor: Actor, input: TalkInput): Promise<number> {
  return domainWrite(actor, async (w) => {
    const { id: editionId } = await findCurrentEdition(w.tx)
    const session = await own(w.tx, 'session', input.session_id, editionId)
    if (input.speaker_id) await own(w.tx, 'faculty', input.speaker_id, editionId)
    else if (!input.presenter)
      throw refuse('presenter', 'Choose a speaker from the faculty or name the presenter.')
    // A talk is on its session's day (India time).
    const day = todayInIndia(session.startsAt)
    const data = {
      sessionId: session.id,
      title: input.title,
      speakerId: input.speaker_id,
      presenter: input.speaker_id ? '' : input.presenter,
      presenterEmail: input.speaker_id ? '' : input.presenter_email,
      award: input.award,
      startsAt: atIndia(day, input.starts),
      endsAt: atIndia(day, input.ends),
    }
    const row = input.id
      ? await w.tx.programmeTalk.update({
          where: { id: (await ownTalk(w.tx, input.id, editionId)).id },
          data,
        })
      : await w.tx.programmeTalk.create({ data })
    return saved(w, editionId, 'talk', row.id, row.title)
  })
}

/**
 * Schedules an accepted abstract as a talk of a session: the talk takes the abstract's title and
 * its presenting author (name, and the address their certificate goes to), and stays linked to it,
 * so the decision mail and the submitter's page show its slot. An abstract has one talk at most.
 */
export async function scheduleAbstract(actor: Actor, input: ScheduleInput): Promise<number> {
  return domainWrite(actor, async (w) => {
    const { id: editionId } = await findCurrentEdition(w.tx)
    const session = await own(w.tx, 'session', input.session_id, editionId)
    await w.lock(`abstract-talk:${input.abstract_id}`)
    const a = await w.tx.abstract.findFirst({
      where: {
        id: input.abstract_id,
        editionId,
        status: 'submitted',
        decision: { in: [...ACCEPTED_DECISIONS] },
      },
      include: { talk: { select: { id: true } } },
    })
    if (!a) throw refuse('abstract_id', 'Choose an accepted abstract of this conference.')
    if (a.talk) throw conflict(`Abstract ${a.number} is in the programme already: edit or delete its talk.`)
    const day = todayInIndia(session.startsAt)
    const row = await w.tx.programmeTalk.create({
      data: {
        sessionId: session.id,
        abstractId: a.id,
        title: a.title,
        presenter: presenterName(a),
        presenterEmail: presenterEmail(a),
        startsAt: atIndia(day, input.starts),
        endsAt: atIndia(day, input.ends),
      },
    })
    await w.audit('abstract.schedule', {
      entityId: a.id,
      detail: { number: a.number, talk: row.id, session: session.id },
    })
    w.invalidate(TAGS.programme)
    return row.id
  })
}

export type Removable = 'hall' | 'session' | 'talk' | 'faculty'

/** Deletes one item; a hall that still holds sessions is refused (409), the rest cascade. */
export async function deleteProgrammeItem(actor: Actor, what: Removable, id: number): Promise<void> {
  await domainWrite(actor, async (w) => {
    const { id: editionId } = await findCurrentEdition(w.tx)
    if (what === 'talk') {
      await ownTalk(w.tx, id, editionId)
      await w.tx.programmeTalk.delete({ where: { id } })
    } else if (what === 'hall') {
      await own(w.tx, 'hall', id, editionId)
      if (await w.tx.programmeSession.count({ where: { hallId: id } }))
        throw new ApiError('conflict', 'This hall still holds sessions: move or delete them first.')
      await w.tx.programmeHall.delete({ where: { id } })
    } else if (what === 'session') {
      await own(w.tx, 'session', id, editionId)
      await w.tx.programmeSession.delete({ where: { id } })
    } else {
      await own(w.tx, 'faculty', id, editionId)
      await w.tx.faculty.delete({ where: { id } })
    }
    await revokeGoneRoles(w, editionId)
    await w.audit('programme.delete', { entityId: id, detail: { entity: what } })
    w.invalidate(TAGS.programme)
  })
}

const NAMES = { hall: 'hall', session: 'session', faculty: 'faculty member' } as const

/** The edition's row of that kind, or 404 (another edition's counts as missing). */
async function own(tx: Tx, kind: 'hall' | 'session' | 'faculty', id: number, editionId: number) {
  const where = { id, editionId }
  const row =
    kind === 'hall'
      ? await tx.programmeHall.findFirst({ where })
      : kind === 'session'
        ? await tx.programmeSession.findFirst({ where })
        : await tx.faculty.findFirst({ where })
  if (!row) throw notFound(`No such ${NAMES[kind]} in this edition's programme.`)
  return row as { id: number; startsAt: Date }
}

async function ownTalk(tx: Tx, id: number, editionId: number) {
  const row = await tx.programmeTalk.findFirst({ where: { id, session: { editionId } } })
  if (!row) throw notFound("No such talk in this edition's programme.")
  return row
}
