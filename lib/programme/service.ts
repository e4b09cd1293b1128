// Reading the programme of an edition: its days, halls, sessions with chairpersons and talks, and
// faculty. The public pages read the current edition's through getProgramme() (cached under the
// `programme` tag, expired by every edit), a delegate's pages their edition's through
// getEditionProgramme() (the same), and "now and next" through getNowAndNext(), cached only until
// the next session starts or ends (the page must never show a stale "now").
import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { presenterName } from '@/lib/abstracts/presenter'
import { ACCEPTED_DECISIONS, PRESENTATION_TYPES } from '@/lib/abstracts/review-words'
import { lifeUntil, TAGS } from '@/lib/cache'
import { addIsoDays, toIsoDate } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { nowAndNext, type NowAndNext } from './now-next'
import type { FacultyDto, ProgrammeContacts, ProgrammeDto, SessionDto } from './types'

const SESSION_INCLUDE = {
  hall: true,
  chairs: { include: { faculty: true }, orderBy: { position: 'asc' } },
  talks: { include: { speaker: true }, orderBy: [{ startsAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.ProgrammeSessionInclude

type SessionRow = Prisma.ProgrammeSessionGetPayload<{ include: typeof SESSION_INCLUDE }>

export function toSessionDto(s: SessionRow): SessionDto {
  return {
    id: s.id,
    kind: s.kind,
    title: s.title,
    description: s.description,
    hall_id: s.hallId,
    hall: s.hall?.name ?? null,
    starts_at: s.startsAt.toISOString(),
    ends_at: s.endsAt.toISOString(),
    chair_ids: s.chairs.map((c) => c.facultyId),
    chairs: s.chairs.map((c) => c.faculty.name),
    credit_hours: s.creditHours === null ? null : Number(s.creditHours),
    talks: s.talks.map((t) => ({
      id: t.id,
      title: t.title,
      speaker_id: t.speakerId,
      presenter: t.speaker?.name ?? t.presenter,
      award: t.award,
      starts_at: t.startsAt.toISOString(),
      ends_at: t.endsAt.toISOString(),
    })),
  }
}

const toFacultyDto = (f: FacultyDto): FacultyDto => ({
  id: f.id,
  name: f.name,
  designation: f.designation,
  affiliation: f.affiliation,
  profile: f.profile,
  photo: f.photo,
})

/** The days of an edition, first to last (YYYY-MM-DD). */
export function daysOf(startsOn: string, endsOn: string): string[] {
  const days: string[] = []
  for (let d = startsOn; d <= endsOn && days.length < 14; d = addIsoDays(d, 1)) days.push(d)
  return days
}

/** An edition's whole programme, read now (the editor and the server's checks use this one). */
export async function readProgramme(
  editionId: number,
  tx: Prisma.TransactionClient = db(),
): Promise<ProgrammeDto> {
  const [edition, halls, sessions, faculty] = await Promise.all([
    tx.edition.findUniqueOrThrow({ where: { id: editionId } }),
    tx.programmeHall.findMany({ where: { editionId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
    tx.programmeSession.findMany({
      where: { editionId },
      include: SESSION_INCLUDE,
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    }),
    tx.faculty.findMany({ where: { editionId }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  ])
  const startsOn = toIsoDate(edition.startsOn)
  const endsOn = toIsoDate(edition.endsOn)
  // Halls ordered by position, so the sessions of a time slot read left to right.
  const order = new Map(halls.map((h, i) => [h.id, i]))
  const hallOrder = (s: SessionRow) => (s.hallId === null ? -1 : (order.get(s.hallId) ?? 99))
  return {
    edition: {
      id: edition.id,
      name: edition.name,
      venue: edition.venue,
      starts_on: startsOn,
      ends_on: endsOn,
    },
    days: daysOf(startsOn, endsOn),
    halls: halls.map((h) => ({ id: h.id, name: h.name, position: h.position })),
    sessions: sessions
      .sort(
        (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || hallOrder(a) - hallOrder(b) || a.id - b.id,
      )
      .map(toSessionDto),
    faculty: faculty.map(toFacultyDto),
  }
}

/** The current edition's programme for the public pages (cached until an edit expires it). */
export async function getProgramme(): Promise<ProgrammeDto> {
  'use cache'
  cacheTag(TAGS.programme, TAGS.editions)
  cacheLife('max')
  const edition = await findCurrentEdition()
  return readProgramme(edition.id)
}

/**
 * An edition's programme, cached like getProgramme(): a delegate's "My programme" and calendar
 * feed (their edition's, which need not be the current one) read it on every request. Only Next's
 * server has the cache; scripts and tests read the database.
 */
export function getEditionProgramme(editionId: number): Promise<ProgrammeDto> {
  return process.env.NEXT_RUNTIME ? cachedEditionProgramme(editionId) : readProgramme(editionId)
}

async function cachedEditionProgramme(editionId: number): Promise<ProgrammeDto> {
  'use cache'
  cacheTag(TAGS.programme, TAGS.editions)
  cacheLife('max')
  return readProgramme(editionId)
}

const DAY = 86_400
/**
 * "Now and next" of the current edition, cached only until it may change (the next start or end
 * of a session, or a day's beginning, in India time: nowAndNext().until), like lifeOf() of the
 * editions. Entries are kept at least 5 minutes, so a very short remaining life is re-rendered by
 * the first request after it.
 */
export async function getNowAndNext(): Promise<NowAndNext> {
  'use cache'
  cacheTag(TAGS.programme, TAGS.editions)
  const programme = await getProgramme()
  const now = new Date()
  const answer = nowAndNext(programme.sessions, programme.days, now)
  const seconds = answer.until ? Math.ceil((answer.until.getTime() - now.getTime()) / 1000) + 1 : 30 * DAY
  cacheLife(lifeUntil(Math.min(seconds, 30 * DAY)))
  return answer
}

/** One session of the current edition, or null. */
export async function getSession(id: number): Promise<SessionDto | null> {
  const programme = await getProgramme()
  return programme.sessions.find((s) => s.id === id) ?? null
}

/**
 * What the editor shows and the public pages never do: the faculty's and presenters' addresses,
 * the abstracts the talks present, and the accepted abstracts not scheduled yet.
 */
export async function programmeContacts(editionId: number): Promise<ProgrammeContacts> {
  const [faculty, talks, accepted] = await Promise.all([
    db().faculty.findMany({ where: { editionId, email: { not: '' } }, select: { id: true, email: true } }),
    db().programmeTalk.findMany({
      where: { session: { editionId }, OR: [{ presenterEmail: { not: '' } }, { abstractId: { not: null } }] },
      select: { id: true, presenterEmail: true, abstract: { select: { number: true } } },
    }),
    db().abstract.findMany({
      where: {
        editionId,
        status: 'submitted',
        decision: { in: [...ACCEPTED_DECISIONS] },
        talk: null,
      },
      orderBy: { id: 'asc' },
    }),
  ])
  return {
    faculty: Object.fromEntries(faculty.map((f) => [f.id, f.email])),
    talks: Object.fromEntries(talks.filter((t) => t.presenterEmail).map((t) => [t.id, t.presenterEmail])),
    abstracts: Object.fromEntries(
      talks.flatMap((t) => (t.abstract ? [[t.id, t.abstract.number ?? '']] : [])),
    ),
    schedulable: accepted.map((a) => ({
      id: a.id,
      number: a.number ?? '',
      title: a.title,
      presenter: presenterName(a),
      type: PRESENTATION_TYPES[a.decision as keyof typeof PRESENTATION_TYPES],
    })),
  }
}
