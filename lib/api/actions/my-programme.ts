'use server'

// The stars of "My programme" on the delegate's page (lib/programme/mine.ts): each session's button
// posts here, with or without the page's script; the delegate comes back to the same place of
// their page, or is told the change could not be made.
import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { assertSameOrigin } from '@/lib/auth/guard'
import { MY_PROGRAMME_ANCHOR, toggleStar } from '@/lib/programme/mine'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { registrationPagePath } from '@/lib/registrations/flow'
import { assertCurrentRegistrationToken, REGISTRATION_NOT_VERIFIED } from '@/lib/registrations/token'
import { ApiError } from '../errors'
import { actionRequest, formEntries } from './intake'

export async function toggleStarAction(data: FormData): Promise<void> {
  const form = formEntries(data)
  const id = Number(form.participant_id)
  let refused = false
  try {
    if (!Number.isSafeInteger(id)) throw new ApiError('forbidden', REGISTRATION_NOT_VERIFIED)
    await assertCurrentRegistrationToken(id, String(form.participant_token ?? ''))
    const request = await actionRequest()
    assertSameOrigin(request)
    await limitPublicWrite('star', request, id)
    await toggleStar(id, Number(form.session))
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    refused = true
  }
  // Back to the same place of the page: only its anchor may change, so the page is refreshed too.
  refresh()
  redirect(`${registrationPagePath(id)}${refused ? '?programme=refused' : ''}#${MY_PROGRAMME_ANCHOR}`)
}
