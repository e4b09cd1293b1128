// Accounts an administrator invites by e-mail, with a role that opens a part of the console only
// (lib/auth/roles.ts): desk volunteers (./volunteers.ts) and reviewers (lib/abstracts/reviewers.ts).
// The account is created with an unusable password and a one-time link (256 random bits; only its
// sha256 is stored) valid for INVITE_HOURS, which sets the password once. Inviting the address
// again before the link is used renews the link (and the details). Revoking deletes the account,
// which ends its sessions (cascade); the audit trail keeps its e-mail.
import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { env } from '@/lib/env'
import type { Admin } from '@/lib/generated/prisma/client'
import { currentSiteName, escapeHtml, mailHtml, sendMail } from '@/lib/mail'
import {
  INVITE_HOURS,
  INVITE_PAGE,
  INVITE_USED,
  type AcceptInviteInput,
  type InvitationState,
  type InviteInput,
} from './invite-schema'
import { hashPassword } from './password'
import { homeOf, type InvitedRole } from './roles'

export const INVITE_NOT_MAILED =
  'The account was created but the invitation mail could not be sent. Invite the same address again to send a new link.'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const inviteUrl = (token: string) => `${env().siteUrl}${INVITE_PAGE}?token=${token}`

/** What each role's invitation says, and what its page and the set password say. */
const WORDS: Record<
  InvitedRole,
  { account: string; intro: (site: string) => string; where: string; done: string; missing: string }
> = {
  desk: {
    account: 'check-in desk account',
    intro: (site) => `You are invited to help at the check-in desk of ${site}.`,
    where: ' on your phone',
    done: 'Your password is set. Sign in to open the check-in desk.',
    missing: 'No desk volunteer was found with this id.',
  },
  reviewer: {
    account: 'reviewer account',
    intro: (site) =>
      `You are invited to review abstracts for the scientific committee of ${site}. You will see each abstract without its authors (blind review).`,
    where: '',
    done: 'Your password is set. Sign in to see the abstracts you review.',
    missing: 'No reviewer was found with this id.',
  },
}

/** "check-in desk account", "reviewer account": what the invitation's page is about. */
export const accountWord = (role: InvitedRole) => WORDS[role].account

function inviteMail(role: InvitedRole, to: string, name: string, link: string, site: string) {
  const words = WORDS[role]
  const title = `Your ${words.account}`
  const intro = words.intro(site)
  const how = `Set your password within ${INVITE_HOURS} hours with this link (it works once), then sign in at ${env().siteUrl}/admin${words.where}.`
  return {
    to,
    subject: `${site}: your ${words.account}`,
    text: [`Dear ${name},`, '', intro, how, '', link].join('\n'),
    html: mailHtml(
      title,
      `<p>Dear ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>` +
        `<p><a href="${escapeHtml(link)}" style="color:#b91c1c;font-weight:bold">Set my password</a></p>`,
      site,
    ),
  }
}

/**
 * Invites an account of `role` (or renews the link of one of that role not yet active, with the
 * new name and `details`); mails the link. Another account of the address is a conflict.
 */
export async function inviteAccount(
  role: InvitedRole,
  input: InviteInput,
  details: { reviewTopics?: string[]; institution?: string },
  actor: Actor,
  now = new Date(),
): Promise<Admin> {
  const token = randomBytes(32).toString('base64url')
  const invite = {
    name: input.name,
    ...details,
    inviteTokenHash: hashToken(token),
    inviteExpiresAt: new Date(now.getTime() + INVITE_HOURS * 3600_000),
  }
  const unusable = await hashPassword(randomBytes(32).toString('base64url'))
  const admin = await domainWrite(actor, async (w) => {
    const existing = await w.tx.admin.findUnique({ where: { email: input.email } })
    if (existing && (existing.role !== role || !existing.inviteTokenHash))
      throw conflict(`${input.email} already has an account.`)
    const row = existing
      ? await w.tx.admin.update({ where: { id: existing.id }, data: invite })
      : await w.tx.admin.create({ data: { email: input.email, role, passwordHash: unusable, ...invite } })
    await w.audit(`${role}.invite`, { entityId: row.id, detail: { email: row.email, name: row.name } })
    return row
  })
  try {
    await sendMail(inviteMail(role, admin.email, admin.name, inviteUrl(token), await currentSiteName()))
  } catch (error) {
    console.error(`[invitations] the invitation of ${admin.email} could not be mailed:`, error)
    throw new ApiError('bad_gateway', INVITE_NOT_MAILED)
  }
  return admin
}

/** The role of the account an invitation's token would activate (null: no valid invitation). */
export async function invitedRole(token: string, now = new Date()): Promise<InvitedRole | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const admin = await db().admin.findUnique({ where: { inviteTokenHash: hashToken(token) } })
  if (!admin || admin.role === 'admin' || !admin.inviteExpiresAt || admin.inviteExpiresAt <= now) return null
  return admin.role
}

/** Sets the password of an invited account: once, within INVITE_HOURS. */
export async function acceptInvite(input: AcceptInviteInput, ip: string, now = new Date()) {
  const hash = hashToken(input.token)
  const admin = await db().admin.findUnique({ where: { inviteTokenHash: hash } })
  if (!admin || admin.role === 'admin' || !admin.inviteExpiresAt || admin.inviteExpiresAt <= now)
    throw new ApiError('unprocessable', INVITE_USED)
  const role = admin.role
  const passwordHash = await hashPassword(input.new_password)
  await domainWrite({ kind: 'admin', email: admin.email, ip }, async (w) => {
    // Single use even under two clicks at once: only the update that still finds the hash wins.
    const { count } = await w.tx.admin.updateMany({
      where: { id: admin.id, inviteTokenHash: hash, inviteExpiresAt: { gt: now } },
      data: { passwordHash, passwordChangedAt: now, inviteTokenHash: null, inviteExpiresAt: null },
    })
    if (count !== 1) throw new ApiError('unprocessable', INVITE_USED)
    await w.audit(`${role}.activate`, { entityId: admin.id, detail: { email: admin.email } })
  })
  return { ok: true, message: WORDS[role].done, next: homeOf(role) }
}

/**
 * Revokes an invited account of `role`: the account and its sessions are deleted. `before` runs
 * first in the same write (a reviewer's open assignments are dropped).
 */
export async function revokeAccount(
  role: InvitedRole,
  id: number,
  actor: Actor,
  before?: (tx: Prisma.TransactionClient) => Promise<unknown>,
): Promise<void> {
  await domainWrite(actor, async (w) => {
    const admin = await w.tx.admin.findUnique({ where: { id } })
    if (!admin || admin.role !== role) throw notFound(WORDS[role].missing)
    await before?.(w.tx)
    await w.tx.admin.delete({ where: { id } })
    await w.audit(`${role}.revoke`, { entityId: id, detail: { email: admin.email, name: admin.name } })
  })
}

/** Where an invited account stands. */
export function invitationState(
  a: { inviteTokenHash: string | null; inviteExpiresAt: Date | null },
  now: Date,
): InvitationState {
  if (!a.inviteTokenHash) return 'active'
  return a.inviteExpiresAt && a.inviteExpiresAt > now ? 'invited' : 'expired'
}
