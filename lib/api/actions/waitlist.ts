'use server'

// The waiting-list forms of the delegate's page (lib/workshops/waitlist.ts), with or without the
// page's script: join a full workshop's list, leave it (or decline the seat offered), accept the
// seat offered. Done, the delegate lands on their page, which says what happened; refused, the
// form shows why (e.g. the offer ran out meanwhile).
import { redirect } from 'next/navigation'
import { assertSameOrigin } from '@/lib/auth/guard'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { registrationPagePath, WAITLIST_FLAG, type WaitlistDone } from '@/lib/registrations/flow'
import { assertCurrentRegistrationToken, REGISTRATION_NOT_VERIFIED } from '@/lib/registrations/token'
import { waitlistActionSchema, type WaitlistActionInput } from '@/lib/workshops/schema'
import { joinWaitlist, leaveWaitlist } from '@/lib/workshops/waitlist'
import { acceptOffer } from '@/lib/workshops/waitlist-accept'
import { ApiError } from '../errors'
import { actionRequest, formEntries, keepReply, refusal, sentValues } from './intake'
import { REPLY_OF, type FormReply } from './reply'

/** One domain call per intent; answers what the page then says. */
async function apply(id: number, { workshop, intent }: WaitlistActionInput): Promise<WaitlistDone> {
  if (intent === 'accept') {
    await acceptOffer(id, workshop)
    return 'accepted'
  }
  if (intent === 'leave') {
    await leaveWaitlist(id, workshop)
    return 'left'
  }
  return (await joinWaitlist(id, workshop)).state === 'offered' ? 'offered' : 'joined'
}

export async function submitWaitlist(_previous: FormReply, data: FormData): Promise<FormReply> {
  const form = formEntries(data)
  const values = sentValues(form, ['workshop', 'intent'] as const)
  const id = Number(form.participant_id)
  let done: WaitlistDone
  try {
    if (!Number.isSafeInteger(id)) throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
    await assertCurrentRegistrationToken(id, String(form.participant_token ?? ''))
    const request = await actionRequest()
    assertSameOrigin(request)
    const input = waitlistActionSchema.parse(values)
    await limitPublicWrite('waitlist', request, id)
    done = await apply(id, input)
  } catch (error) {
    return keepReply(REPLY_OF.waitlist, await refusal(error, values))
  }
  redirect(`${registrationPagePath(id)}?${WAITLIST_FLAG}=${done}`)
}
