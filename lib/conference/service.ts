import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { TAGS } from '@/lib/cache'
import { toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { ConferenceEvent } from '@/lib/generated/prisma/client'
import type { ConferenceDto } from './schema'

export function toConferenceDto(c: ConferenceEvent): ConferenceDto {
  return {
    id: c.id,
    name: c.name,
    title: c.title,
    description: c.description,
    additional_description: c.additionalDescription,
    date: toIsoDate(c.date),
    time: c.time,
    day: c.day,
    venue: c.venue,
    address: c.address,
    organizer: c.organizer,
    mobile_number: c.mobileNumber,
    email: c.email,
    pedicon_picture: c.pediconPicture,
    event_picture: c.eventPicture,
  }
}

/** The conference, or null when none has been entered. */
export async function findConference(): Promise<ConferenceDto | null> {
  const row = await db().conferenceEvent.findFirst({ orderBy: { id: 'asc' } })
  return row ? toConferenceDto(row) : null
}

export async function getConference(): Promise<ConferenceDto | null> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.conference)
  return findConference()
}
