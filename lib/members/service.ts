import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { Member } from '@/lib/generated/prisma/client'
import { removeUpload, withPicture } from '@/lib/uploads/store'
import type { Designation, MemberData, MemberDto, MemberUpdateData } from './schema'

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

// Portraits: 4:5, cropped around the most interesting region (the face).
const PORTRAIT = { aspect: 4 / 5, maxWidth: 800 }
export const MEMBER_NOT_FOUND = 'Member not found.'

export async function createMember({ picture, ...data }: MemberData): Promise<MemberDto> {
  return withPicture(
    picture,
    'members',
    async (stored) =>
      toMemberDto(await db().member.create({ data: { ...data, picture: stored?.path ?? null } })),
    PORTRAIT,
  )
}

/** Updates a member; a new picture replaces (and removes) the old one. */
export async function updateMember({ id, picture, ...data }: MemberUpdateData): Promise<MemberDto> {
  const before = await db().member.findUnique({ where: { id } })
  if (!before) throw notFound(MEMBER_NOT_FOUND)
  const row = await withPicture(
    picture,
    'members',
    (stored) =>
      db().member.update({ where: { id }, data: { ...data, ...(stored ? { picture: stored.path } : {}) } }),
    PORTRAIT,
  )
  if (picture) await removeUpload(before.picture)
  return toMemberDto(row)
}

export async function deleteMember(id: number): Promise<void> {
  const row = await db().member.findUnique({ where: { id } })
  if (!row) throw notFound(MEMBER_NOT_FOUND)
  await db().member.delete({ where: { id } })
  await removeUpload(row.picture)
}

/** The leadership trio: the first president, secretary and treasurer (each null when missing). */
export async function getLeadership(): Promise<{
  president: MemberDto | null
  secretary: MemberDto | null
  treasurer: MemberDto | null
}> {
  const [president, secretary, treasurer] = await Promise.all(
    (['president', 'secretary', 'treasurer'] as const).map((d) => getMembers(d)),
  )
  return { president: president[0] ?? null, secretary: secretary[0] ?? null, treasurer: treasurer[0] ?? null }
}
