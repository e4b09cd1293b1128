'use server'

// The button of the page that stops a registration's reminders to pay (/reminders/<id>), with or
// without the page's script: opening the mailed link changes nothing (mail scanners open links),
// this post does. It is checked by the page's own cookie (the link's token, good for nothing
// else) and the request's origin, then the domain write (lib/registrations/reminders-record.ts);
// the delegate lands on the page again, which says the reminders are stopped.
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { assertSameOrigin } from '@/lib/auth/guard'
import { remindersCookie, remindersPage } from '@/lib/net/private-requests'
import { stopReminders } from '@/lib/registrations/reminders-record'
import { actionRequest } from './intake'

export async function stopRemindersAction(data: FormData): Promise<void> {
  const id = Number(data.get('registration'))
  if (!Number.isSafeInteger(id) || id <= 0) redirect('/')
  assertSameOrigin(await actionRequest())
  await stopReminders(id, (await cookies()).get(remindersCookie(id))?.value)
  redirect(remindersPage(id))
}
