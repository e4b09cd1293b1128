import type { Metadata } from 'next'
import Link from 'next/link'
import { connection } from 'next/server'
import styles from '@/components/abstracts/abstracts.module.css'
import { FlowPage } from '@/components/registration/flow-page'
import flow from '@/components/registration/registration.module.css'
import { ButtonLink } from '@/components/ui/button'
import { findCall } from '@/lib/abstracts/call'
import { DECISION_OUTCOMES } from '@/lib/abstracts/review-words'
import { listAbstracts } from '@/lib/abstracts/service'
import { slotsOf, slotWords } from '@/lib/abstracts/slot'
import { currentSubmitter } from '@/lib/abstracts/submitter'
import { callState } from '@/lib/abstracts/window'
import { STATUS_LABELS, TYPE_LABELS, type AbstractType } from '@/lib/abstracts/words'
import { findCurrentEdition } from '@/lib/editions/service'
import { SignedOut } from './signed-out'

// Per submitter, opened by their cookie (the mailed link's token, exchanged by the proxy):
// rendered at request time, never indexed and never cached (lib/net/private-requests.ts).
export const instant = false

export const metadata: Metadata = {
  title: 'Your abstracts',
  robots: { index: false, follow: false },
  referrer: 'same-origin',
}

// GET /abstracts/mine — the submitter's abstracts in the current edition's call, with their
// numbers, states, decisions and slots in the programme (the link mailed from /abstracts is /abstracts/mine?token=…)
export default async function MyAbstractsPage() {
  await connection()
  const email = await currentSubmitter()
  const edition = await findCurrentEdition()
  if (!email)
    return (
      <FlowPage step={edition.name} title="Your abstracts" narrow>
        <SignedOut />
      </FlowPage>
    )
  const [call, abstracts] = await Promise.all([findCall(edition.id), listAbstracts(email)])
  const open = call !== null && callState(call) === 'open'
  // Where an accepted abstract is presented, once its decision is known to the submitter.
  const slots = await slotsOf(abstracts.filter((a) => a.decision && a.decision !== 'reject').map((a) => a.id))
  return (
    <FlowPage step={edition.name} title="Your abstracts" lead={`Signed in as ${email}.`} narrow>
      <section className={flow.card} aria-labelledby="mine-heading">
        <h2 id="mine-heading" className={flow.lead}>
          {abstracts.length ? 'Your abstracts and their states' : 'You have not written an abstract yet.'}
        </h2>
        <ul className={styles.list}>
          {abstracts.map((a) => (
            <li key={a.id} className={styles.item} data-testid="my-abstract">
              <Link href={`/abstracts/mine/${a.id}`} className={flow.link}>
                {a.title || 'Untitled draft'}
              </Link>
              <div className={flow.muted}>
                {a.number && <span className={flow.reference}>{a.number} · </span>}
                {TYPE_LABELS[a.type as AbstractType] ?? 'No type yet'} ·{' '}
                <strong data-testid="my-abstract-state">{STATUS_LABELS[a.status]}</strong>
              </div>
              {a.decision && (
                <div data-testid="my-abstract-decision">
                  <strong>{DECISION_OUTCOMES[a.decision]}</strong>
                </div>
              )}
              {slots.has(a.id) && (
                <div data-testid="my-abstract-slot">Your presentation: {slotWords(slots.get(a.id)!)}</div>
              )}
            </li>
          ))}
        </ul>
        <div className={flow.actions}>
          {open ? (
            <ButtonLink href="/abstracts/mine/new" variant="primary">
              New abstract
            </ButtonLink>
          ) : (
            <p className={flow.muted}>The call is not open: abstracts cannot be written or changed now.</p>
          )}
        </div>
      </section>
    </FlowPage>
  )
}
