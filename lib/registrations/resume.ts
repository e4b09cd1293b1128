// Continuing a registration from the link mailed to its address (lib/registrations/mails/continue.ts):
// /checkout?registration=<id>&token=<token> opens the checkout for it in any browser. Only the
// token proves the link came from that mail.
import 'server-only'
import { savedRegistration, type SavedRegistration } from './flow'
import { findParticipant, toRegistrationDto } from './records'
import { isParticipantToken } from './token'

export async function resumableRegistration(
  id: string | undefined,
  token: string | undefined,
): Promise<SavedRegistration | null> {
  const participantId = Number(id)
  if (!Number.isInteger(participantId) || participantId <= 0 || !token) return null
  if (!isParticipantToken(participantId, token)) return null
  const p = await findParticipant(participantId)
  if (!p || !isParticipantToken(participantId, token, p.transfers)) return null
  return savedRegistration(await toRegistrationDto(p), token)
}
