import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { DelegateRegistration } from '@/components/registration/delegate-registration'
import { FlowPage } from '@/components/registration/flow-page'
import { MyProgramme } from '@/components/registration/my-programme'
import { TransferDone } from '@/components/registration/transfer-form'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'
import { registrationCookie } from '@/lib/net/private-requests'
import { myProgrammeView } from '@/lib/programme/mine'
import { delegateView, formerHolder } from '@/lib/registrations/delegate'
import { FEEDBACK_FLAG, WAITLIST_DONE, WAITLIST_FLAG, type WaitlistDone } from '@/lib/registrations/flow'
import { CLOSED } from '@/lib/registrations/lifecycle'

// Per delegate, opened by the registration's cookie (the mailed link's token, exchanged by the
// proxy): rendered at request time, the status (404 without the cookie) decided before the first
// byte, never indexed and never cached (lib/net/private-requests.ts).
export const instant = false

export const metadata: Metadata = {
  title: 'Your registration',
  robots: { index: false, follow: false },
  // No Referer to other sites; same-origin requests keep their Origin, which the proof form's server action checks (no-referrer would send "null").
  referrer: 'same-origin',
}

type Query = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
const feedbackSentOf = (v: string | undefined) => (v === 'given' || v === 'skipped' ? v : null)
const waitlistDoneOf = (v: string | undefined) =>
  WAITLIST_DONE.includes(v as WaitlistDone) ? (v as WaitlistDone) : null

// GET /registration/<id> — the delegate's own page (the mails link to /registration/<id>?token=…)
export default async function RegistrationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Query
}) {
  const [{ id }, q, jar] = await Promise.all([params, searchParams, cookies()])
  const token = jar.get(registrationCookie(id))?.value
  const view = await delegateView(id, token)
  if (!view) {
    // Just transferred by this browser: the page says so, and shows nothing of the registration.
    if (one(q.transferred) === '1' && (await formerHolder(id, token)))
      return (
        <FlowPage step="Registration transferred" title="Registration transferred" narrow>
          <TransferDone />
        </FlowPage>
      )
    notFound()
  }
  const programme = CLOSED.includes(view.status) ? null : await myProgrammeView(view.id)
  return (
    <FlowPage
      step={`${view.edition} registration`}
      title="Your registration"
      lead="Your registration, its status and what to do next. Keep the link to this page private."
      narrow
    >
      <DelegateRegistration
        view={view}
        proofReceived={one(q.proof) === 'received'}
        proofReply={await replyOf(REPLY_OF.proof)}
        feedbackSent={feedbackSentOf(one(q[FEEDBACK_FLAG]))}
        feedbackReply={await replyOf(REPLY_OF.feedback)}
        transferReply={await replyOf(REPLY_OF.transfer)}
        waitlist={{ done: waitlistDoneOf(one(q[WAITLIST_FLAG])), reply: await replyOf(REPLY_OF.waitlist) }}
      />
      {programme && (
        <MyProgramme
          owner={{ id: view.id, token: view.token }}
          view={programme}
          refused={one(q.programme) === 'refused'}
        />
      )}
    </FlowPage>
  )
}
