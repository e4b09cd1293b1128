// Desk volunteers: accounts of role `desk` that may use the check-in desk only
// (lib/auth/roles.ts), invited by e-mail as every invited account is (./invitations.ts). Revoking
// deletes the account; its check-ins keep the desk name and the audit trail keeps its e-mail.
import 'server-only'
import type { Actor } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { invitationState, inviteAccount, revokeAccount } from './invitations'
import type { InviteInput } from './invite-schema'
import type { VolunteerDto } from './volunteer-schema'

type Row = {
  id: number
  email: string
  name: string
  inviteTokenHash: string | null
  inviteExpiresAt: Date | null
  createdAt: Date
  lastLoginAt: Date | null
  _count: { checkIns: number }
}

function toDto(a: Row, now: Date): VolunteerDto {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    state: invitationState(a, now),
    invited_at: a.createdAt.toISOString(),
    last_login_at: a.lastLoginAt?.toISOString() ?? null,
    check_ins: a._count.checkIns,
  }
}

/** Invites a desk volunteer (or renews the link of one not yet active); mails the link. */
export async function inviteVolunteer(
  input: InviteInput,
  actor: Actor,
  now = new Date(),
): Promise<VolunteerDto> {
  const admin = await inviteAccount('desk', input, {}, actor, now)
  return toDto({ ...admin, _count: { checkIns: 0 } }, now)
}

/** Revokes a volunteer: the account and its sessions are deleted. */
export const revokeVolunteer = (id: number, actor: Actor) => revokeAccount('desk', id, actor)

/** Every desk volunteer, newest first. */
export async function listVolunteers(now = new Date()): Promise<VolunteerDto[]> {
  const rows = await db().admin.findMany({
    where: { role: 'desk' },
    orderBy: { id: 'desc' },
    include: { _count: { select: { checkIns: true } } },
  })
  return rows.map((a) => toDto(a, now))
}
