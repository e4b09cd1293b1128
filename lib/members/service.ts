import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { Member } from '@/lib/generated/prisma/client'
import type { Designation, MemberDto } from './schema'

export function toMemberDto(m: Member): MemberDto {
  return {
    id: m.id,
    name: m.name,
    degree: m.degree,
    designation: m.designation,
    picture: m.picture,
    description: m.description,
    association: m.association,
  }
}

/** Members of one designation (or all), in display order. */
export async function listMembers(designation?: Designation): Promise<MemberDto[]> {
  const rows = await db().member.findMany({
    where: designation ? { designation } : undefined,
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
  return rows.map(toMemberDto)
}

/** Cached reader for pages and the read API (invalidated by member writes). */
export async function getMembers(designation?: Designation): Promise<MemberDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.members)
  return listMembers(designation)
}

/** The leadership trio: the first president, secretary and treasurer (each null when missing). */
export async function getLeadership(): Promise<{ president: MemberDto | null; secretary: MemberDto | null; treasurer: MemberDto | null }> {
  const [president, secretary, treasurer] = await Promise.all((['president', 'secretary', 'treasurer'] as const).map((d) => getMembers(d)))
  return { president: president[0] ?? null, secretary: secretary[0] ?? null, treasurer: treasurer[0] ?? null }
}
