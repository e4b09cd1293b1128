// Desk volunteers: accounts of role `desk` that may use the check-in desk only
// (lib/auth/roles.ts). An administrator invites one by e-mail: the account is created with an
// unusable password and a one-time link (256 random bits; only its sha256 is stored) valid for
// INVITE_HOURS, which sets the password once. Revoking deletes the account, which ends its
// sessions (cascade); its check-ins keep the desk name and the audit trail keeps its e-mail.
import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { env } from '@/lib/env'
import { currentSiteName, escapeHtml, mailHtml, sendMail } from '@/lib/mail'
import { hashPassword } from './password'
import { DESK_PAGE } from './roles'
import {
  INVITE_HOURS,
  INVITE_PAGE,
  INVITE_USED,
  type AcceptInviteInput,
  type InviteInput,
  type VolunteerDto,
} from './volunteer-schema'

export const INVITE_NOT_MAILED =
  'The account was created but the invitation mail could not be sent. Invite the same address again to send a new link.'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const inviteUrl = (token: string) => `${env().siteUrl}${INVITE_PAGE}?token=${token}`

function inviteMail(to: string, name: string, link: string, site: string) {
  const intro = `You are invited to help at the check-in desk of ${site}.`
  const how = `Set your password within ${INVITE_HOURS} hours with this link (it works once), then sign in at ${env().siteUrl}/admin on your phone.`
  return {
    to,
    subject: `${site}: your check-in desk account`,
    text: [`Dear ${name},`, '', intro, how, '', link].join('\n'),
    html: mailHtml(
      'Your check-in desk account',
      `<p>Dear ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>` +
        `<p><a href="${escapeHtml(link)}" style="color:#b91c1c;font-weight:bold">Set my password</a></p>`,
      site,
    ),
  }
}

/** Invites a desk volunteer (or renews the link of one not yet active); mails the link. */
export async function inviteVolunteer(
  input: InviteInput,
  actor: Actor,
  now = new Date(),
): Promise<VolunteerDto> {
  const token = randomBytes(32).toString('base64url')
  const invite = {
    inviteTokenHash: hashToken(token),
    inviteExpiresAt: new Date(now.getTime() + INVITE_HOURS * 3600_000),
  }
  const unusable = await hashPassword(randomBytes(32).toString('base64url'))
  const admin = await domainWrite(actor, async (w) => {
    const existing = await w.tx.admin.findUnique({ where: { email: input.email } })
    if (existing && (existing.role !== 'desk' || !existing.inviteTokenHash))
      throw conflict(`${input.email} already has an account.`)
    const row = existing
      ? await w.tx.admin.update({ where: { id: existing.id }, data: { name: input.name, ...invite } })
      : await w.tx.admin.create({
          data: { email: input.email, name: input.name, role: 'desk', passwordHash: unusable, ...invite },
        })
    await w.audit('desk.invite', { entityId: row.id, detail: { email: row.email, name: row.name } })
    return row
  })
  try {
    await sendMail(inviteMail(admin.email, admin.name, inviteUrl(token), await currentSiteName()))
  } catch (error) {
    console.error(`[volunteers] the invitation of ${admin.email} could not be mailed:`, error)
    throw new ApiError('bad_gateway', INVITE_NOT_MAILED)
  }
  return toDto({ ...admin, _count: { checkIns: 0 } }, now)
}

/** Sets the password of an invited volunteer: once, within INVITE_HOURS. */
export async function acceptInvite(input: AcceptInviteInput, ip: string, now = new Date()) {
  const hash = hashToken(input.token)
  const admin = await db().admin.findUnique({ where: { inviteTokenHash: hash } })
  if (!admin || !admin.inviteExpiresAt || admin.inviteExpiresAt <= now)
    throw new ApiError('unprocessable', INVITE_USED)
  const passwordHash = await hashPassword(input.new_password)
  await domainWrite({ kind: 'admin', email: admin.email, ip }, async (w) => {
    // Single use even under two clicks at once: only the update that still finds the hash wins.
    const { count } = await w.tx.admin.updateMany({
      where: { id: admin.id, inviteTokenHash: hash, inviteExpiresAt: { gt: now } },
      data: { passwordHash, passwordChangedAt: now, inviteTokenHash: null, inviteExpiresAt: null },
    })
    if (count !== 1) throw new ApiError('unprocessable', INVITE_USED)
    await w.audit('desk.activate', { entityId: admin.id, detail: { email: admin.email } })
  })
  return { ok: true, message: 'Your password is set. Sign in to open the check-in desk.', next: DESK_PAGE }
}

/** Revokes a volunteer: the account and its sessions are deleted. */
export async function revokeVolunteer(id: number, actor: Actor): Promise<void> {
  await domainWrite(actor, async (w) => {
    const admin = await w.tx.admin.findUnique({ where: { id } })
    if (!admin || admin.role !== 'desk') throw notFound('No desk volunteer was found with this id.')
    await w.tx.admin.delete({ where: { id } })
    await w.audit('desk.revoke', { entityId: id, detail: { email: admin.email, name: admin.name } })
  })
}

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
  const state = !a.inviteTokenHash
    ? 'active'
    : a.inviteExpiresAt && a.inviteExpiresAt > now
      ? 'invited'
      : 'expired'
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    state,
    invited_at: a.createdAt.toISOString(),
    last_login_at: a.lastLoginAt?.toISOString() ?? null,
    check_ins: a._count.checkIns,
  }
}

/** Every desk volunteer, newest first. */
export async function listVolunteers(now = new Date()): Promise<VolunteerDto[]> {
  const rows = await db().admin.findMany({
    where: { role: 'desk' },
    orderBy: { id: 'desc' },
    include: { _count: { select: { checkIns: true } } },
  })
  return rows.map((a) => toDto(a, now))
}
