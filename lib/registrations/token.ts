import 'server-only'
// The delegate's proof of owning a registration. Registration ids are sequential, so an id alone
// would let anyone start payments for, or attach a proof to, someone else's registration. The
// registration answer carries this token (an HMAC of the id under the server secret, nothing to
// store); paying and linking a proof by participant_id require it.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { ApiError } from '@/lib/api/errors'
import { env } from '@/lib/env'

export const REGISTRATION_NOT_VERIFIED = 'This registration could not be verified. Please register again.'

function secret(): string {
  const s = env().AUTH_SECRET
  if (!s) throw new Error('AUTH_SECRET is not set: start the site with `npm start`, which provides it.')
  return s
}

export function participantToken(participantId: number): string {
  return createHmac('sha256', secret()).update(`participant:${participantId}`).digest('base64url')
}

/** Throws 403 unless `token` is the one issued for this registration. */
export function assertParticipantToken(participantId: number, token: string | undefined): void {
  const expected = Buffer.from(participantToken(participantId))
  const given = Buffer.from(token ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
}
