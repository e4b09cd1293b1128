import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { FlowPage } from '@/components/registration/flow-page'
import { PayByTransfer } from '@/components/registration/pay-by-transfer'
import styles from '@/components/registration/registration.module.css'
import { groupView } from '@/lib/groups/view'
import { groupCookie } from '@/lib/net/private-requests'

// Per group, opened by the group's cookie (its link's token, exchanged by the proxy): rendered at
// request time, never indexed and never cached (lib/net/private-requests.ts).
export const instant = false

export const metadata: Metadata = {
  title: 'Your group',
  robots: { index: false, follow: false },
  referrer: 'same-origin',
}

// GET /group/<id> — an institution's group page (its link is /group/<id>?token=…): every
// delegate's state, what is still due, and where to pay it at once
export default async function GroupPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, jar] = await Promise.all([params, cookies()])
  const view = await groupView(id, jar.get(groupCookie(id))?.value)
  if (!view) notFound()
  return (
    <FlowPage
      step={`${view.edition} registration`}
      title={`Group ${view.groupNumber}`}
      lead="Your institution's delegates, their states and what is still due. Keep the link to this page private."
      narrow
    >
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="group-heading">
          <h2 id="group-heading" className={styles.lead}>
            {view.institution}
          </h2>
          <dl className={styles.summary}>
            {view.gstin && (
              <>
                <dt>GSTIN</dt>
                <dd>{view.gstin}</dd>
              </>
            )}
            <dt>Contact</dt>
            <dd>{view.contact}</dd>
            <dt>Still due</dt>
            <dd data-testid="group-due">{view.due || 'Nothing: every delegate is paid for.'}</dd>
          </dl>
          <ul className={styles.waitlist} aria-label="Delegates">
            {view.delegates.map((d) => (
              <li key={d.id} data-testid="group-delegate">
                <strong>{d.name}</strong> · {d.number} · {d.category} · {d.amount} ·{' '}
                <span data-testid="group-delegate-state">{d.state}</span>
              </li>
            ))}
          </ul>
        </section>
        {view.payTo && (
          <PayByTransfer
            payTo={view.payTo}
            then="and every delegate is confirmed once the bank's statement shows the payment."
          />
        )}
      </div>
    </FlowPage>
  )
}
