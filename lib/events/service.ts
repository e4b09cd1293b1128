import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { fromIsoDate, todayInIndia, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { Event } from '@/lib/generated/prisma/client'
import { pictureRecords, type Table } from '@/lib/uploads/picture-records'
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
    ...(picture ? { eventPicture: picture.path } : {}),
  }),
  pictureOf: (e) => e.eventPicture,
  toDto: toEventDto,
  detail: (e) => ({ name: e.name, date: toIsoDate(e.date) }),
})

export const createEvent = (input: EventData, actor: Actor) =>
  events.create(input, input.event_picture, actor)
export const updateEvent = ({ id, ...input }: EventUpdateData, actor: Actor) =>
  events.update(id, input, input.event_picture, actor)
export const deleteEvent = (id: number, actor: Actor) => events.delete(id, actor)

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
