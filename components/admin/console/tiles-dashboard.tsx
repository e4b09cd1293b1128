// The dashboard's figures at a glance (server-rendered, live on every visit): registrations today
// and in total, money collected (and, apart and marked as test money, what was paid through the
// sandbox gateway), proofs awaiting review, unread messages and e-mails that failed, each a link
// to the page where the organisers act on it.
import Link from 'next/link'
import { requireAdminPage } from '@/lib/auth/guard'
import { getConsoleStats } from '@/lib/console/stats'
import { env } from '@/lib/env'
import { countFailedMails } from '@/lib/jobs/queue'
import { formatPaise } from '@/lib/money'
import { formatCount } from './registrations-format'
import styles from './tiles.module.css'

interface Tile {
  label: string
  value: string
  note: string
  href: string
  /** Something waits for the organisers. */
  attention?: boolean
  wide?: boolean
  /** Test money beside the real figure (the sandbox's payments): never added to it. */
  test?: string
}

export async function DashboardTiles() {
  await requireAdminPage()
  const [s, failedMails] = await Promise.all([getConsoleStats(), countFailedMails()])
  const sandbox = s.sandboxPaise > 0 || env().paymentMode === 'sandbox'
  const tiles: Tile[] = [
    {
      label: 'Registrations today',
      value: formatCount(s.registrationsToday),
      note: 'Since midnight, India time',
      href: `/admin/registrations?from=${s.day}&to=${s.day}`,
    },
    {
      label: 'Registrations in total',
      value: formatCount(s.registrationsTotal),
      note: s.cancelledRegistrations
        ? `Not counting ${formatCount(s.cancelledRegistrations)} cancelled`
        : 'Cancelled ones are not counted',
      href: '/admin/registrations',
    },
    {
      label: 'Amount collected',
      value: formatPaise(s.collectedPaise),
      note: 'Payments received, less refunds',
      href: '/admin/registrations',
      wide: true,
      test: sandbox ? `${formatPaise(s.sandboxPaise)} in sandbox payments: no money moved` : undefined,
    },
    {
      label: 'Proofs awaiting review',
      value: formatCount(s.proofsAwaitingReview),
      note: s.proofsAwaitingReview ? 'Verify or reject them' : 'Nothing to review',
      href: '/admin/registrations?status=proof_submitted',
      attention: s.proofsAwaitingReview > 0,
    },
    {
      label: 'Unread messages',
      value: formatCount(s.unreadMessages),
      note: s.unreadMessages ? 'From the Contact Us form' : 'All messages read',
      href: '/admin/messages',
      attention: s.unreadMessages > 0,
    },
    {
      label: 'E-mails that failed',
      value: formatCount(failedMails),
      note: failedMails ? 'Not delivered after every attempt' : 'Every e-mail delivered or on its way',
      href: '/admin/mails',
      attention: failedMails > 0,
    },
  ]
  return (
    <section className="container" aria-labelledby="at-a-glance">
      <h2 id="at-a-glance" className="visually-hidden">
        At a glance
      </h2>
      <ul className={styles.tiles}>
        {tiles.map((t) => (
          <li key={t.label} className={t.wide ? styles.wide : undefined}>
            <Link href={t.href} className={`${styles.tile} ${t.attention ? styles.attention : ''}`}>
              <span className={styles.label}>{t.label}</span>
              <strong className={styles.value}>{t.value}</strong>
              <span className={styles.note}>{t.note}</span>
              {t.test && (
                <span className={styles.test} data-testid="sandbox-total">
                  <span className={styles.testMark}>Test</span> {t.test}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What shows while the figures load: the same space, so the page below does not jump. */
export function DashboardTilesFallback() {
  return (
    <div className="container" aria-busy="true">
      <p className={styles.loading} role="status">
        Loading the figures…
      </p>
    </div>
  )
}
