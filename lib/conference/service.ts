import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { fromIsoDate, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { Write } from '@/lib/domain-write'
import type { ConferenceEvent } from '@/lib/generated/prisma/client'
import { pictureWrite } from '@/lib/uploads/picture-write'
import type { StoredPicture } from '@/lib/uploads/store'
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

const PICTURES = { folder: 'conference', options: { maxWidth: 1600 } } as const

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

/** The conference's columns with the pictures chosen (a picture not chosen stays as it is). */
const withPictures = (input: ConferenceData, [pedicon, event]: (StoredPicture | undefined)[]) => ({
  ...columns(input),
  ...(pedicon ? { pediconPicture: pedicon.path } : {}),
  ...(event ? { eventPicture: event.path } : {}),
})

async function changed(w: Write, action: 'conference.create' | 'conference.update', c: ConferenceEvent) {
  await w.audit(action, { entityId: c.id, detail: { name: c.name, date: toIsoDate(c.date) } })
  w.invalidate(TAGS.conference)
}

/** Enters the conference (there is one): a second one is a 409. */
export function createConference(input: ConferenceData, actor: Actor): Promise<ConferenceDto> {
  const files = [input.pedicon_picture, input.event_picture]
  return pictureWrite(actor, { ...PICTURES, files }, async (w, stored) => {
    await w.lock('conference:create') // one record: two creates at once make one
    if (await w.tx.conferenceEvent.count()) throw conflict(CONFERENCE_EXISTS)
    const row = await w.tx.conferenceEvent.create({ data: withPictures(input, stored) })
    await changed(w, 'conference.create', row)
    return { result: toConferenceDto(row) }
  })
}

export function updateConference(input: ConferenceData, actor: Actor): Promise<ConferenceDto> {
  const files = [input.pedicon_picture, input.event_picture]
  return pictureWrite(actor, { ...PICTURES, files }, async (w, stored) => {
    const before = await w.tx.conferenceEvent.findFirst({ orderBy: { id: 'asc' } })
    if (!before) throw notFound(NO_CONFERENCE)
    const row = await w.tx.conferenceEvent.update({
      where: { id: before.id },
      data: withPictures(input, stored),
    })
    await changed(w, 'conference.update', row)
    const replaced = (field: 'pediconPicture' | 'eventPicture') =>
      row[field] !== before[field] ? before[field] : null
    return { result: toConferenceDto(row), remove: [replaced('pediconPicture'), replaced('eventPicture')] }
  })
}
