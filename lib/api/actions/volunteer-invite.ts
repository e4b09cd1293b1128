'use server'

// An invitation (/admin-invite: a desk volunteer's, a reviewer's) sent before the page's script has
// run: the same schema and domain call as POST /adminpanel/volunteers/accept/. Passwords are never
// sent back.
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { assertSameOrigin, clientIp } from '@/lib/auth/guard'
import { acceptInvite } from '@/lib/auth/invitations'
import { acceptInviteSchema } from '@/lib/auth/invite-schema'
import { actionRequest, formEntries, keepReply, refusal, sentValues } from './intake'
import { REPLY_OF, type FormReply } from './reply'

export async function acceptInvitation(_previous: FormReply, data: FormData): Promise<FormReply> {
  return keepReply(REPLY_OF.invite, await accept(data))
}

async function accept(data: FormData): Promise<FormReply> {
  try {
    const input = sentValues(formEntries(data), ['token', 'new_password', 'confirm_password'])
    const parsed = acceptInviteSchema.safeParse(input)
    if (!parsed.success)
      return { values: {}, errors: firstFieldErrors(fieldErrors(parsed.error)), message: null }
    const request = await actionRequest()
    assertSameOrigin(request)
    const { message } = await acceptInvite(parsed.data, clientIp(request))
    return { values: {}, errors: {}, message: { tone: 'success', text: message } }
  } catch (error) {
    return refusal(error, {})
  }
}
