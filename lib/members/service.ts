import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { Member } from '@/lib/generated/prisma/client'
import { pictureRecords, type Table } from '@/lib/uploads/picture-records'
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

export const MEMBER_NOT_FOUND = 'Member not found.'

const members = pictureRecords<Member, Omit<MemberUpdateData, 'id' | 'picture'>, MemberDto>({
  entity: 'member',
  // Portraits: 4:5, cropped around the most interesting region (the face).
  options: { aspect: 4 / 5, maxWidth: 800 },
  notFound: MEMBER_NOT_FOUND,
  table: (tx) => tx.member as unknown as Table<Member>,
  columns: (data, picture) => ({ ...data, ...(picture ? { picture: picture.path } : {}) }),
  pictureOf: (m) => m.picture,
  toDto: toMemberDto,
  detail: (m) => ({ name: m.name, designation: m.designation }),
})

export const createMember = ({ picture, ...data }: MemberData, actor: Actor) =>
  members.create(data, picture, actor)
/** Updates a member; a new picture replaces (and removes) the old one; the designation stays. */
export const updateMember = ({ id, picture, ...data }: MemberUpdateData, actor: Actor) =>
  members.update(id, data, picture, actor)
export const deleteMember = (id: number, actor: Actor) => members.delete(id, actor)

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
