import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { FlowPage } from '@/components/registration/flow-page'
import { PayByTransfer } from '@/components/registration/pay-by-transfer'
import styles from '@/components/registration/registration.module.css'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
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

/** Why an online payment did not start (?payment=…, from POST /group/<id>/pay). */
const NOTICES: Record<string, string> = {
  repriced:
    'Nothing was charged: the fee of some delegates changed (a fee slab ended, or a workshop seat was lost). Check the amount below, then pay again.',
  conflict: 'Nothing was charged: the group owes nothing now, or the conference no longer takes payments.',
  busy: "Several payments of this group are still open. Finish one in the bank's window, or try again in a few minutes.",
  gateway:
    "The bank's payment page could not be opened. No money has been taken; please try again in a few minutes.",
}

type Search = Promise<Record<string, string | string[] | undefined>>

// GET /group/<id> — an institution's group page (its link is /group/<id>?token=…): every
// delegate's state, what is still due, and how to pay it at once
export default async function GroupPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Search
}) {
  const [{ id }, jar, q] = await Promise.all([params, cookies(), searchParams, connection()])
  const view = await groupView(id, jar.get(groupCookie(id))?.value)
  if (!view) notFound()
  const notice = typeof q.payment === 'string' ? NOTICES[q.payment] : undefined
  return (
    <FlowPage
      step={`${view.edition} registration`}
      title={`Group ${view.groupNumber}`}
      lead="Your institution's delegates, their states and what is still due. Keep the link to this page private."
      narrow
    >
      <div className={styles.cards}>
        {notice && <Alert tone="error">{notice}</Alert>}
        {view.inProcess && (
          <Alert tone="info">
            A payment of {view.inProcess} is in process at the bank. This page shows it once the bank confirms
            it; reload it in a minute.
          </Alert>
        )}
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
          {view.invoices.length > 0 && (
            <p>
              Tax invoice{view.invoices.length > 1 ? 's' : ''} to the institution:{' '}
              {view.invoices.map((d, i) => (
                <span key={d.path}>
                  {i > 0 && ', '}
                  <a href={d.path} data-testid="group-invoice">
                    {d.number}
                  </a>
                </span>
              ))}
            </p>
          )}
          <ul className={styles.waitlist} aria-label="Delegates">
            {view.delegates.map((d) => (
              <li key={d.id} data-testid="group-delegate">
                <strong>{d.name}</strong> · {d.number} · {d.category} · {d.amount} ·{' '}
                <span data-testid="group-delegate-state">{d.state}</span>
              </li>
            ))}
          </ul>
        </section>
        {view.payOnline && (
          <section className={styles.card} aria-labelledby="pay-online-heading">
            <h2 id="pay-online-heading" className={styles.lead}>
              Pay online
            </h2>
            <p>
              Pay <strong>{view.due}</strong> for every delegate not yet paid for at once, by card, UPI or net
              banking on the bank&apos;s page. Each delegate then gets their confirmation and ticket.
            </p>
            <form method="post" action={`/group/${view.id}/pay`}>
              <Button type="submit" variant="primary" data-testid="group-pay-online">
                Pay {view.due} online
              </Button>
            </form>
          </section>
        )}
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
