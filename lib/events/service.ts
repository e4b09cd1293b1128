import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { ApiError, conflict } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { fromIsoDate, todayInIndia, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import type { Event } from '@/lib/generated/prisma/client'
import { paiseToRupees } from '@/lib/money'
import { pictureRecords, type Table } from '@/lib/uploads/picture-records'
import { liveSeat, queuedEntry } from '@/lib/workshops/holds'
import { seatCountLife, takenSeats } from '@/lib/workshops/service'
import { queueWaitlistOffers } from '@/lib/workshops/waitlist-queue'
import { DATE_IN_PAST, isNotPast, type EventData, type EventDto, type EventUpdateData } from './schema'

type EventRow = Event & { _count?: { seats: number; waitlist: number } }
/**
 * The seats that count now (lib/workshops/holds.ts): paid for, or held by an unpaid registration,
 * and those the waiting list keeps (in line, or offered).
 */
const withSeats = () => ({
  include: { _count: { select: { seats: { where: liveSeat() }, waitlist: { where: queuedEntry() } } } },
})

export function toEventDto(e: EventRow): EventDto {
  const deadline = e.registrationDeadline ? toIsoDate(e.registrationDeadline) : null
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    venue: e.venue,
    date: toIsoDate(e.date),
    time: e.time,
    organizer: e.organizer,
    address: e.address,
    day: e.day,
    event_picture: e.eventPicture,
    registrable: e.registrable,
    fee: paiseToRupees(e.feePaise),
    capacity: e.capacity,
    registration_deadline: deadline,
    edition_id: e.editionId,
    seats_left: e.capacity && e._count ? Math.max(0, e.capacity - e._count.seats - e._count.waitlist) : null,
  }
}

/** Every event, soonest first. */
export async function listEvents(): Promise<EventDto[]> {
  const rows = await db().event.findMany({
    ...withSeats(),
    orderBy: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }],
  })
  return rows.map(toEventDto)
}

/** Events on or after a date (YYYY-MM-DD), soonest first. */
export async function listEventsFrom(date: string): Promise<EventDto[]> {
  const rows = await db().event.findMany({
    ...withSeats(),
    where: { date: { gte: fromIsoDate(date) } },
    orderBy: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }],
  })
  return rows.map(toEventDto)
}

/** The first event on or after a date, or null. */
export async function findNextEvent(date: string): Promise<EventDto | null> {
  const [first] = await listEventsFrom(date)
  return first ?? null
}

export async function getEvents(): Promise<EventDto[]> {
  'use cache'
  cacheLife(await seatCountLife(30 * 86_400))
  cacheTag(TAGS.events)
  return listEvents()
}

export async function getEventsFrom(date: string): Promise<EventDto[]> {
  'use cache'
  cacheLife(await seatCountLife(30 * 86_400))
  cacheTag(TAGS.events)
  return listEventsFrom(date)
}

export const EVENT_NOT_FOUND = 'Event not found.'

const events = pictureRecords<Event, EventData, EventDto>({
  entity: 'event',
  options: { maxWidth: 1600 },
  notFound: EVENT_NOT_FOUND,
  table: (tx) => tx.event as unknown as Table<Event>,
  // Without a new picture the old one stays (Modify clears the file input).
  columns: (e, picture) => ({
    name: e.name,
    description: e.description,
    venue: e.venue,
    date: fromIsoDate(e.date),
    time: e.time,
    organizer: e.organizer,
    address: e.address,
    day: e.day,
    registrable: e.registrable,
    feePaise: Math.round(e.fee * 100),
    capacity: e.capacity ?? null,
    registrationDeadline: e.registration_deadline ? fromIsoDate(e.registration_deadline) : null,
    ...('editionId' in e ? { editionId: e.editionId as number } : {}),
    ...(picture ? { eventPicture: picture.path } : {}),
  }),
  pictureOf: (e) => e.eventPicture,
  toDto: toEventDto,
  detail: (e) => ({ name: e.name, date: toIsoDate(e.date) }),
  // More seats (or a later last day) may free seats for the workshop's waiting list.
  saved: (w, e) =>
    e.registrable
      ? queueWaitlistOffers(w, [e.id], `event:${e.id}:saved:${e.updatedAt.getTime()}`)
      : Promise.resolve(),
})

/** A workshop belongs to the current edition when it is made registrable (and keeps it after). */
const withEdition = async <T extends EventData>(input: T, stored: number | null = null) =>
  input.registrable && !stored ? { ...input, editionId: (await findCurrentEdition()).id } : input

export const createEvent = async (input: EventData, actor: Actor) =>
  events.create(await withEdition(input), input.event_picture, actor)
/** A changed date must be today or later; an unchanged one stays, however old. */
export async function updateEvent({ id, ...input }: EventUpdateData, actor: Actor) {
  const stored = await db().event.findUnique({ where: { id }, select: { date: true, editionId: true } })
  if (stored && toIsoDate(stored.date) !== input.date && !isNotPast(input.date))
    throw new ApiError('invalid', DATE_IN_PAST, { fields: { date: [DATE_IN_PAST] } })
  const taken = await takenSeats(id)
  if (input.capacity && taken > input.capacity) {
    const message = `${taken} seats are taken already: the workshop needs at least ${taken}.`
    throw new ApiError('invalid', message, { fields: { capacity: [message] } })
  }
  return events.update(id, await withEdition(input, stored?.editionId), input.event_picture, actor)
}
/** An event whose workshop seats are held by registrations cannot be deleted (409). */
export async function deleteEvent(id: number, actor: Actor) {
  if (await db().workshopSeat.count({ where: { eventId: id } }))
    throw conflict('Registrations hold seats in this workshop: it cannot be deleted.')
  return events.delete(id, actor)
}

// "Today" moves while a cached page does not: the readers below recompute at most an hour late
// (or when the next seat hold ends), and every event write still invalidates them at once.

/** The next event from today's date in India, or null (home page countdown and event block). */
export async function getNextEvent(): Promise<EventDto | null> {
  'use cache'
  cacheLife(await seatCountLife())
  cacheTag(TAGS.events)
  return findNextEvent(todayInIndia())
}

/** Events from today's date in India, soonest first (the /events page). */
export async function getUpcomingEvents(): Promise<EventDto[]> {
  'use cache'
  cacheLife(await seatCountLife())
  cacheTag(TAGS.events)
  return listEventsFrom(todayInIndia())
}
