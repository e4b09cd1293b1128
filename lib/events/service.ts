import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { fromIsoDate, todayInIndia, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { Write } from '@/lib/domain-write'
import type { Event } from '@/lib/generated/prisma/client'
import { pictureWrite } from '@/lib/uploads/picture-write'
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
const PICTURE = { folder: 'events', options: { maxWidth: 1600 } } as const

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

/** An event write's audit entry and cache refresh. */
async function changed(w: Write, action: 'event.create' | 'event.update' | 'event.delete', e: Event) {
  await w.audit(action, { entityId: e.id, detail: { name: e.name, date: toIsoDate(e.date) } })
  w.invalidate(TAGS.events)
}

export function createEvent(input: EventData, actor: Actor): Promise<EventDto> {
  return pictureWrite(actor, { ...PICTURE, files: [input.event_picture] }, async (w, [stored]) => {
    const row = await w.tx.event.create({ data: { ...columns(input), eventPicture: stored?.path ?? null } })
    await changed(w, 'event.create', row)
    return { result: toEventDto(row) }
  })
}

/** Updates an event; without a new picture the old one stays (Modify clears the file input). */
export function updateEvent({ id, ...input }: EventUpdateData, actor: Actor): Promise<EventDto> {
  return pictureWrite(actor, { ...PICTURE, files: [input.event_picture] }, async (w, [stored]) => {
    const before = await w.tx.event.findUnique({ where: { id } })
    if (!before) throw notFound(EVENT_NOT_FOUND)
    const row = await w.tx.event.update({
      where: { id },
      data: { ...columns(input), ...(stored ? { eventPicture: stored.path } : {}) },
    })
    await changed(w, 'event.update', row)
    return { result: toEventDto(row), remove: stored ? [before.eventPicture] : [] }
  })
}

export function deleteEvent(id: number, actor: Actor): Promise<void> {
  return pictureWrite(actor, { ...PICTURE, files: [] }, async (w) => {
    const row = await w.tx.event.findUnique({ where: { id } })
    if (!row) throw notFound(EVENT_NOT_FOUND)
    await w.tx.event.delete({ where: { id } })
    await changed(w, 'event.delete', row)
    return { result: undefined, remove: [row.eventPicture] }
  })
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
