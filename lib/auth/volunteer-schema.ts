// Desk volunteers' answers; their invitation's inputs are every invitation's (./invite-schema.ts).
// Client-safe.
import type { InvitationState } from './invite-schema'

export {
  acceptInviteSchema,
  INVITE_ACCEPT_API,
  INVITE_HOURS,
  INVITE_PAGE,
  INVITE_USED,
  inviteSchema,
  type AcceptInviteInput,
  type InviteInput,
} from './invite-schema'

export const VOLUNTEERS_API = '/adminpanel/volunteers/'

export interface VolunteerDto {
  id: number
  email: string
  name: string
  state: InvitationState
  invited_at: string
  last_login_at: string | null
  check_ins: number
}
