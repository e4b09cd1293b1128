// Invitations by e-mail (desk volunteers, reviewers: lib/auth/invitations.ts): the
// administrator's invitation and the invited person's one-time link to set a password.
// Client-safe.
import { z } from 'zod'
import { INVITE_PAGE } from '@/lib/net/private-requests'
import { adminEmailSchema, PASSWORD_MISMATCH, passwordSchema } from './schema'

export { INVITE_PAGE }

/** How long an invitation link works. */
export const INVITE_HOURS = 72
/** Sets the password of any invited account (the path kept from when only volunteers were invited). */
export const INVITE_ACCEPT_API = '/adminpanel/volunteers/accept/'

export const nameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(120, 'Name: 120 characters at most.')

export const inviteSchema = z.object({ email: adminEmailSchema, name: nameSchema })
export type InviteInput = z.infer<typeof inviteSchema>

export const acceptInviteSchema = z
  .object({
    token: z
      .string({ error: 'The invitation link is incomplete.' })
      .regex(/^[A-Za-z0-9_-]{43}$/, 'The invitation link is incomplete.'),
    new_password: passwordSchema,
    confirm_password: z.string({ error: PASSWORD_MISMATCH }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: PASSWORD_MISMATCH,
    path: ['confirm_password'],
  })
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>

/** invited: the link is still valid; expired: it ran out unused; active: a password is set. */
export type InvitationState = 'invited' | 'expired' | 'active'

export const INVITE_USED =
  'This invitation link is no longer valid: it was used already, has expired or was revoked. Ask an administrator for a new one.'
