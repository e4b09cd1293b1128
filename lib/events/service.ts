import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import { TAGS } from '@/lib/cache'
import { fromIsoDate, todayInIndia, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { Event } from '@/lib/generated/prisma/client'
import { removeUpload, withPicture } from '@/lib/uploads/store'
import type { EventData, EventDto, EventUpdateData } from './schema'

export function toEventDto(e: Event): EventDto {
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
  }
}

/** Every event, soonest first. */
export async function listEvents(): Promise<EventDto[]> {
  const rows = await db().event.findMany({ orderBy: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }] })
  return rows.map(toEventDto)
}

/** Events on or after a date (YYYY-MM-DD), soonest first. */
export async function listEventsFrom(date: string): Promise<EventDto[]> {
  const rows = await db().event.findMany({
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
  cacheLife('max')
  cacheTag(TAGS.events)
  return listEvents()
}

export async function getEventsFrom(date: string): Promise<EventDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.events)
  return listEventsFrom(date)
}

export const EVENT_NOT_FOUND = 'Event not found.'
const PICTURE = { maxWidth: 1600 }

function columns(e: EventData) {
  return {
    name: e.name,
    description: e.description,
    venue: e.venue,
    date: fromIsoDate(e.date),
    time: e.time,
    organizer: e.organizer,
    address: e.address,
    day: e.day,
  }
}

export async function createEvent(input: EventData): Promise<EventDto> {
  return withPicture(
    input.event_picture,
    'events',
    async (stored) =>
      toEventDto(
        await db().event.create({ data: { ...columns(input), eventPicture: stored?.path ?? null } }),
      ),
    PICTURE,
  )
}

/** Updates an event; without a new picture the old one stays (Modify clears the file input). */
export async function updateEvent({ id, ...input }: EventUpdateData): Promise<EventDto> {
  const before = await db().event.findUnique({ where: { id } })
  if (!before) throw notFound(EVENT_NOT_FOUND)
  const row = await withPicture(
    input.event_picture,
    'events',
    (stored) =>
      db().event.update({
        where: { id },
        data: { ...columns(input), ...(stored ? { eventPicture: stored.path } : {}) },
      }),
    PICTURE,
  )
  if (input.event_picture) await removeUpload(before.eventPicture)
  return toEventDto(row)
}

export async function deleteEvent(id: number): Promise<void> {
  const row = await db().event.findUnique({ where: { id } })
  if (!row) throw notFound(EVENT_NOT_FOUND)
  await db().event.delete({ where: { id } })
  await removeUpload(row.eventPicture)
}

// "Today" moves while a cached page does not: the readers below recompute at most an hour late
// (cacheLife 'hours'), and every event write still invalidates them at once through the tag.

/** The next event from today's date in India, or null (home page countdown and event block). */
export async function getNextEvent(): Promise<EventDto | null> {
  'use cache'
  cacheLife('hours')
  cacheTag(TAGS.events)
  return findNextEvent(todayInIndia())
}

/** Events from today's date in India, soonest first (the /events page). */
export async function getUpcomingEvents(): Promise<EventDto[]> {
  'use cache'
  cacheLife('hours')
  cacheTag(TAGS.events)
  return listEventsFrom(todayInIndia())
}
