import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { FlowPage } from '@/components/registration/flow-page'
import { StopReminders } from '@/components/registration/stop-reminders'
import { remindersCookie } from '@/lib/net/private-requests'
import { remindersPageOf } from '@/lib/registrations/reminders-record'

// Per delegate, opened by the reminders' own cookie (the mailed link's token, exchanged by the
// proxy): rendered at request time as a whole, so its form is in the HTML a browser without
// script receives; never indexed and never cached (lib/net/private-requests.ts).
export const instant = false

export const metadata: Metadata = {
  title: 'Reminders to pay',
  robots: { index: false, follow: false },
  // Same-origin requests keep their Origin, which the form's server action checks.
  referrer: 'same-origin',
}

// GET /reminders/<id> — what the link in a reminder to pay opens (/reminders/<id>?token=…): the
// button that stops the reminders. Opening it changes nothing.
export default async function RemindersPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, jar] = await Promise.all([params, cookies()])
  const n = Number(id)
  const page = Number.isSafeInteger(n) ? await remindersPageOf(n, jar.get(remindersCookie(id))?.value) : null
  if (!page) notFound()
  return (
    <FlowPage step={`Registration ${page.registrationNumber}`} title="Reminders to pay" narrow>
      <StopReminders id={n} registrationNumber={page.registrationNumber} stoppedAt={page.stoppedAt} />
    </FlowPage>
  )
}
