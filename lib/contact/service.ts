import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { ContactDetail } from '@/lib/generated/prisma/client'
import { FALLBACK_CONTACT, type ContactDetailDto } from './schema'

export function toContactDetailDto(c: ContactDetail): ContactDetailDto {
  return { id: c.id, mobile_number: c.mobileNumber, email: c.email, WhatsappNumber: c.whatsappNumber, location: c.location }
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

/** The contact strip's details: the first record, else the spec's fixed values (cached via getContactDetails). */
export async function getPrimaryContact(): Promise<Omit<ContactDetailDto, 'id'>> {
  const [first] = await getContactDetails()
  return first ?? FALLBACK_CONTACT
}
