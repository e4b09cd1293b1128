// Continuing a registration from the link mailed to its address (lib/registrations/mails/continue.ts):
// /checkout?registration=<id>&token=<token> opens the checkout for it in any browser. Only the
// token proves the link came from that mail.
import 'server-only'
import { savedRegistration, type SavedRegistration } from './flow'
import { findRegistration, toRegistrationDto } from './records'
import { isRegistrationToken } from './token'

export async function resumableRegistration(
  id: string | undefined,
  token: string | undefined,
): Promise<SavedRegistration | null> {
  const registrationId = Number(id)
  if (!Number.isInteger(registrationId) || registrationId <= 0 || !token) return null
  if (!isRegistrationToken(registrationId, token)) return null
  const p = await findRegistration(registrationId)
  if (!p || !isRegistrationToken(registrationId, token, p.transfers)) return null
  return savedRegistration(await toRegistrationDto(p), token)
}
