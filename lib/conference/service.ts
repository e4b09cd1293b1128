import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { ApiError, notFound } from '@/lib/api/errors'
import { TAGS } from '@/lib/cache'
import { fromIsoDate, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { ConferenceEvent } from '@/lib/generated/prisma/client'
import { removeUpload, withPicture } from '@/lib/uploads/store'
import { CONFERENCE_EXISTS, NO_CONFERENCE, type ConferenceData, type ConferenceDto } from './schema'

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

const PICTURE = { maxWidth: 1600 }

function columns(c: Omit<ConferenceData, 'pedicon_picture' | 'event_picture'>) {
  return {
    name: c.name,
    title: c.title,
    description: c.description,
    additionalDescription: c.additional_description,
    date: fromIsoDate(c.date),
    time: c.time,
    day: c.day,
    venue: c.venue,
    address: c.address,
    organizer: c.organizer,
    mobileNumber: c.mobile_number,
    email: c.email,
  }
}

/** Stores both optional pictures around a write; on failure neither new file is kept. */
function withPictures<T>(
  input: ConferenceData,
  write: (paths: { pediconPicture?: string; eventPicture?: string }) => Promise<T>,
) {
  return withPicture(
    input.pedicon_picture,
    'conference',
    (pedicon) =>
      withPicture(
        input.event_picture,
        'conference',
        (event) =>
          write({
            ...(pedicon ? { pediconPicture: pedicon.path } : {}),
            ...(event ? { eventPicture: event.path } : {}),
          }),
        PICTURE,
      ),
    PICTURE,
  )
}

/** Enters the conference (there is one): a second one is a 409. */
export async function createConference(input: ConferenceData): Promise<ConferenceDto> {
  if (await db().conferenceEvent.count()) throw new ApiError('conflict', CONFERENCE_EXISTS)
  return toConferenceDto(
    await withPictures(input, (pictures) =>
      db().conferenceEvent.create({ data: { ...columns(input), ...pictures } }),
    ),
  )
}

export async function updateConference(input: ConferenceData): Promise<ConferenceDto> {
  const before = await db().conferenceEvent.findFirst({ orderBy: { id: 'asc' } })
  if (!before) throw notFound(NO_CONFERENCE)
  const row = await withPictures(input, (pictures) =>
    db().conferenceEvent.update({ where: { id: before.id }, data: { ...columns(input), ...pictures } }),
  )
  if (row.pediconPicture !== before.pediconPicture) await removeUpload(before.pediconPicture)
  if (row.eventPicture !== before.eventPicture) await removeUpload(before.eventPicture)
  return toConferenceDto(row)
}
