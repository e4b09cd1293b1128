import 'server-only'
// The delegate's proof of owning a registration. Registration ids are sequential, so an id alone
// would let anyone start payments for, or attach a proof to, someone else's registration. The
// registration answer carries this token (an HMAC of the id under the server secret, nothing to
// store); paying and linking a proof by participant_id require it.
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { isRegistrationToken, registrationToken } from './token-hmac'

export const REGISTRATION_NOT_VERIFIED = 'This registration could not be verified. Please register again.'

export { isRegistrationToken, registrationToken }

/** Throws 403 unless `token` is the one issued for this registration. */
export function assertRegistrationToken(registrationId: number, token: string | undefined): void {
  if (!isRegistrationToken(registrationId, token)) throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
}

/** The token of a registration's current holder (it changes when the registration is transferred). */
export async function currentRegistrationToken(registrationId: number): Promise<string> {
  const p = await db().registration.findUnique({ where: { id: registrationId }, select: { transfers: true } })
  return registrationToken(registrationId, p?.transfers ?? 0)
}

/**
 * Throws 403 unless `token` is the current holder's of a registration already read (a transferred
 * registration's old token is refused). None found: nothing to check (the caller answers 404).
 */
export function assertCurrentHolder(
  registrationId: number,
  token: string | undefined,
  found: { transfers: number } | null,
): void {
  if (found && !isRegistrationToken(registrationId, token, found.transfers))
    throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
}

/** Throws 403 unless `token` is the current holder's (a transferred registration's old token is refused). */
export async function assertCurrentRegistrationToken(registrationId: number, token: string | undefined) {
  // A token never issued for this registration is refused before anything is read.
  assertRegistrationToken(registrationId, token)
  const p = await db().registration.findUnique({ where: { id: registrationId }, select: { transfers: true } })
  assertCurrentHolder(registrationId, token, p)
}
