import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { Write } from '@/lib/domain-write'
import type { Member } from '@/lib/generated/prisma/client'
import { pictureWrite } from '@/lib/uploads/picture-write'
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
const PORTRAIT = { folder: 'members', options: { aspect: 4 / 5, maxWidth: 800 } } as const
export const MEMBER_NOT_FOUND = 'Member not found.'

/** A member write's audit entry and cache refresh. */
async function changed(w: Write, action: 'member.create' | 'member.update' | 'member.delete', m: Member) {
  await w.audit(action, { entityId: m.id, detail: { name: m.name, designation: m.designation } })
  w.invalidate(TAGS.members)
}

export function createMember({ picture, ...data }: MemberData, actor: Actor): Promise<MemberDto> {
  return pictureWrite(actor, { ...PORTRAIT, files: [picture] }, async (w, [stored]) => {
    const row = await w.tx.member.create({ data: { ...data, picture: stored?.path ?? null } })
    await changed(w, 'member.create', row)
    return { result: toMemberDto(row) }
  })
}

/** Updates a member; a new picture replaces (and removes) the old one. */
export function updateMember({ id, picture, ...data }: MemberUpdateData, actor: Actor): Promise<MemberDto> {
  return pictureWrite(actor, { ...PORTRAIT, files: [picture] }, async (w, [stored]) => {
    const before = await w.tx.member.findUnique({ where: { id } })
    if (!before) throw notFound(MEMBER_NOT_FOUND)
    const row = await w.tx.member.update({
      where: { id },
      data: { ...data, ...(stored ? { picture: stored.path } : {}) },
    })
    await changed(w, 'member.update', row)
    return { result: toMemberDto(row), remove: stored ? [before.picture] : [] }
  })
}

export function deleteMember(id: number, actor: Actor): Promise<void> {
  return pictureWrite(actor, { ...PORTRAIT, files: [] }, async (w) => {
    const row = await w.tx.member.findUnique({ where: { id } })
    if (!row) throw notFound(MEMBER_NOT_FOUND)
    await w.tx.member.delete({ where: { id } })
    await changed(w, 'member.delete', row)
    return { result: undefined, remove: [row.picture] }
  })
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
