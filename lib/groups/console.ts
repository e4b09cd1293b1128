// The institutions' groups as the organisers' console shows them (/admin/groups and
// /admin/groups/<id>): the current edition's groups with their contacts, delegates, how many are
// paid for and what is still due; one group with its delegates, its link, its mails and its
// history; and the group a registration belongs to. Reads only: sending the link again is a
// domain write (./resend.ts).
import 'server-only'
import type { AuditEntryDto } from '@/lib/audit/schema'
import { listAudit } from '@/lib/audit/service'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { stateName } from '@/lib/gst/states'
import { jobsOf } from '@/lib/jobs/queue'
import type { JobDto } from '@/lib/jobs/schema'
import { CONFIRMED, UNPAID, type RegistrationStatus } from '@/lib/registrations/lifecycle'
import { groupUrl } from './link'
import { findGroup } from './records'

export interface GroupRowDto {
  id: number
  groupNumber: string
  institution: string
  contactName: string
  contactEmail: string
  contactMobile: string
  delegates: number
  /** Delegates confirmed: paid for, verified, or free. */
  paid: number
  /** What the delegates not yet paid for owe together. */
  duePaise: number
  createdAt: string
}

export interface GroupDetailDto extends GroupRowDto {
  edition: string
  gstin: string
  address: string
  /** The institution's state (the place of supply), by name. */
  state: string
  /** The group's page with its token: the link its contact was mailed. */
  link: string
  members: {
    id: number
    registrationNumber: string
    name: string
    email: string
    category: string
    amountPaise: number
    status: RegistrationStatus
  }[]
  mails: JobDto[]
  history: AuditEntryDto[]
}

type Member = { status: RegistrationStatus; amountPaise: number }
type GroupRecord = Omit<GroupRowDto, 'delegates' | 'paid' | 'duePaise' | 'createdAt'> & {
  createdAt: Date
  registrations: Member[]
}

function rowOf(g: GroupRecord): GroupRowDto {
  const unpaid = g.registrations.filter((r) => UNPAID.includes(r.status))
  return {
    id: g.id,
    groupNumber: g.groupNumber,
    institution: g.institution,
    contactName: g.contactName,
    contactEmail: g.contactEmail,
    contactMobile: g.contactMobile,
    delegates: g.registrations.length,
    paid: g.registrations.filter((r) => CONFIRMED.includes(r.status)).length,
    duePaise: unpaid.reduce((sum, r) => sum + r.amountPaise, 0),
    createdAt: g.createdAt.toISOString(),
  }
}

/** The current edition's groups, newest first. */
export async function listGroups(): Promise<{ edition: string; groups: GroupRowDto[] }> {
  const edition = await findCurrentEdition()
  const groups = await db().registrationGroup.findMany({
    where: { editionId: edition.id },
    orderBy: { id: 'desc' },
    include: { registrations: { select: { status: true, amountPaise: true } } },
  })
  return { edition: edition.name, groups: groups.map(rowOf) }
}

/** One group as its console page shows it (null: no such group). */
export async function groupDetail(id: number): Promise<GroupDetailDto | null> {
  const g = await findGroup(id)
  if (!g) return null
  const [edition, mails, history] = await Promise.all([
    db().edition.findUnique({ where: { id: g.editionId }, select: { name: true } }),
    jobsOf('group', id),
    listAudit({ entity: 'group', entityId: String(id), page: 1 }),
  ])
  return {
    ...rowOf(g),
    edition: edition?.name ?? '',
    gstin: g.gstin,
    address: g.address,
    state: stateName(g.placeOfSupply),
    link: groupUrl(g.id),
    members: g.registrations.map((r) => ({
      id: r.id,
      registrationNumber: r.registrationNumber,
      name: r.name,
      email: r.email,
      category: r.category,
      amountPaise: r.amountPaise,
      status: r.status,
    })),
    mails,
    history: history.items,
  }
}

/** The group a registration was registered in (null: registered alone, or no such registration). */
export async function groupOfRegistration(
  registrationId: number,
): Promise<{ id: number; groupNumber: string; institution: string } | null> {
  const r = await db().registration.findUnique({
    where: { id: registrationId },
    select: { group: { select: { id: true, groupNumber: true, institution: true } } },
  })
  return r?.group ?? null
}
