import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { ApiError, notFound } from '@/lib/api/errors'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { ContactDetail } from '@/lib/generated/prisma/client'
import {
  CONTACT_EXISTS,
  FALLBACK_CONTACT,
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

/** The association has one set of contact details: a second one is a 409 (update it instead). */
export async function createContactDetail(input: ContactDetailData): Promise<ContactDetailDto> {
  if (await db().contactDetail.count()) throw new ApiError('conflict', CONTACT_EXISTS)
  return toContactDetailDto(await db().contactDetail.create({ data: columns(input) }))
}

export async function updateContactDetail({
  id,
  ...input
}: ContactDetailUpdateData): Promise<ContactDetailDto> {
  const found = await db().contactDetail.findUnique({ where: { id }, select: { id: true } })
  if (!found) throw notFound('Contact details not found.')
  return toContactDetailDto(await db().contactDetail.update({ where: { id }, data: columns(input) }))
}

/** The contact strip's details: the first record, else the spec's fixed values (cached via getContactDetails). */
export async function getPrimaryContact(): Promise<Omit<ContactDetailDto, 'id'>> {
  const [first] = await getContactDetails()
  return first ?? FALLBACK_CONTACT
}
