import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DelegateRegistration } from '@/components/registration/delegate-registration'
import { FlowPage } from '@/components/registration/flow-page'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'
import { delegateView } from '@/lib/registrations/delegate'

// Per delegate, behind a secret link: rendered at request time, the status (404 for a wrong
// token) decided before the first byte, never indexed and never cached.
export const instant = false

export const metadata: Metadata = {
  title: 'Your registration',
  robots: { index: false, follow: false },
  // No Referer to other sites (the address carries the page's secret); same-origin requests keep
  // their Origin, which the proof form's server action checks (no-referrer would send "null").
  referrer: 'same-origin',
}

type Query = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

// GET /registration/<id>?token=<participant token> — the delegate's own page (the link of every mail)
export default async function RegistrationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Query
}) {
  const [{ id }, q] = await Promise.all([params, searchParams])
  const view = await delegateView(id, one(q.token))
  if (!view) notFound()
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
      />
    </FlowPage>
  )
}
