import 'server-only'
// The delegate's proof of owning a registration. Registration ids are sequential, so an id alone
// would let anyone start payments for, or attach a proof to, someone else's registration. The
// registration answer carries this token (an HMAC of the id under the server secret, nothing to
// store); paying and linking a proof by participant_id require it.
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { isParticipantToken, participantToken } from './token-hmac'

export const REGISTRATION_NOT_VERIFIED = 'This registration could not be verified. Please register again.'

export { isParticipantToken, participantToken }

/** Throws 403 unless `token` is the one issued for this registration. */
export function assertParticipantToken(participantId: number, token: string | undefined): void {
  if (!isParticipantToken(participantId, token)) throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
}

/** The token of a registration's current holder (it changes when the registration is transferred). */
export async function currentParticipantToken(participantId: number): Promise<string> {
  const p = await db().participant.findUnique({ where: { id: participantId }, select: { transfers: true } })
  return participantToken(participantId, p?.transfers ?? 0)
}

/** Throws 403 unless `token` is the current holder's (a transferred registration's old token is refused). */
export async function assertCurrentParticipantToken(participantId: number, token: string | undefined) {
  assertParticipantToken(participantId, token)
  const p = await db().participant.findUnique({ where: { id: participantId }, select: { transfers: true } })
  if (p && !isParticipantToken(participantId, token, p.transfers))
    throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
}
