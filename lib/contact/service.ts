import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { ContactDetail } from '@/lib/generated/prisma/client'
import { FALLBACK_CONTACT } from './fallback'
import {
  CONTACT_EXISTS,
  type ContactDetailData,
  type ContactDetailDto,
  type ContactDetailUpdateData,
} from './schema'

export function toContactDetailDto(c: ContactDetail): ContactDetailDto {
  return {
    id: c.id,
    mobile_number: c.mobileNumber,
    email: c.email,
    WhatsappNumber: c.whatsappNumber,
    location: c.location,
  }
}

export async function listContactDetails(): Promise<ContactDetailDto[]> {
  const rows = await db().contactDetail.findMany({ orderBy: { id: 'asc' } })
  return rows.map(toContactDetailDto)
}

export async function getContactDetails(): Promise<ContactDetailDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.contact)
  return listContactDetails()
}

const columns = (c: ContactDetailData) => ({
  mobileNumber: c.mobile_number,
  email: c.email,
  whatsappNumber: c.WhatsappNumber,
  location: c.location,
})

async function changed(w: Write, action: 'contact.create' | 'contact.update', c: ContactDetail) {
  await w.audit(action, { entityId: c.id, detail: { email: c.email, mobile_number: c.mobileNumber } })
  w.invalidate(TAGS.contact)
}

/** The association has one set of contact details: a second one is a 409 (update it instead). */
export function createContactDetail(input: ContactDetailData, actor: Actor): Promise<ContactDetailDto> {
  return domainWrite(actor, async (w) => {
    await w.lock('contact:create') // one record: two creates at once make one
    if (await w.tx.contactDetail.count()) throw conflict(CONTACT_EXISTS)
    const row = await w.tx.contactDetail.create({ data: columns(input) })
    await changed(w, 'contact.create', row)
    return toContactDetailDto(row)
  })
}

export function updateContactDetail(
  { id, ...input }: ContactDetailUpdateData,
  actor: Actor,
): Promise<ContactDetailDto> {
  return domainWrite(actor, async (w) => {
    const found = await w.tx.contactDetail.findUnique({ where: { id }, select: { id: true } })
    if (!found) throw notFound('Contact details not found.')
    const row = await w.tx.contactDetail.update({ where: { id }, data: columns(input) })
    await changed(w, 'contact.update', row)
    return toContactDetailDto(row)
  })
}

/** The contact strip's details: the first record, else the spec's fixed values (cached via getContactDetails). */
export async function getPrimaryContact(): Promise<Omit<ContactDetailDto, 'id'>> {
  const [first] = await getContactDetails()
  return first ?? FALLBACK_CONTACT
}
