// Totals of the filtered registrations at the top of the list: how many and how much was
// collected (received and not refunded), overall, by category and by state. A category or
// state links to the list narrowed to it.
import Link from 'next/link'
import { listHref } from '@/lib/console/query'
import type { RegistrationsPage, RegistrationsQuery, Totals } from '@/lib/console/schema'
import { formatPaise } from '@/lib/money'
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { REGISTRATION_STATUSES, STATUS_LABELS, type RegistrationStatus } from '@/lib/registrations/lifecycle'
import adminStyles from '../admin.module.css'
import { Section } from '../blocks'
import { formatCount } from './registrations-format'
import styles from './registrations.module.css'

interface Group<K extends string> {
  caption: string
  column: string
  rows: (Totals & { key: K; label: string; href: string })[]
}

function GroupTable<K extends string>({ caption, column, rows }: Group<K>) {
  return (
    <div className={`${styles.scroller} ${styles.group}`}>
      <table className={styles.totalsTable}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col" className={styles.number}>
              Count
            </th>
            <th scope="col" className={styles.number}>
              Collected
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">
                <Link href={r.href} prefetch={false}>
                  {r.label}
                </Link>
              </th>
              <td className={styles.number}>{formatCount(r.count)}</td>
              <td className={styles.number}>{formatPaise(r.collectedPaise)}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={3}>None</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

/** The groups in the order the product lists them (the database answers them alphabetically). */
const inOrder = <K extends string>(order: readonly K[], rows: (Totals & { key: K })[]) =>
  [...rows].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))

export function RegistrationsTotals({
  totals,
  query,
  filtered,
}: {
  totals: RegistrationsPage['totals']
  query: RegistrationsQuery
  filtered: boolean
}) {
  const byCategory = inOrder(
    CATEGORIES,
    totals.byCategory.map((t) => ({ ...t, key: t.category as Category })),
  ).map((t) => ({
    ...t,
    label: CATEGORY_LABELS[t.key] ?? t.key,
    href: listHref(query, { category: t.key, page: 1 }),
  }))
  const byStatus = inOrder<RegistrationStatus>(
    REGISTRATION_STATUSES,
    totals.byStatus.map((t) => ({ ...t, key: t.status })),
  ).map((t) => ({ ...t, label: STATUS_LABELS[t.key], href: listHref(query, { status: t.key, page: 1 }) }))
  return (
    <Section title="Totals" id="totals">
      <p className={adminStyles.muted}>
        {filtered ? 'Of the registrations matching the filters.' : 'Of all registrations.'}
      </p>
      <dl className={styles.tiles}>
        <div className={styles.tile}>
          <dt>Registrations</dt>
          <dd data-testid="total-count">{formatCount(totals.overall.count)}</dd>
        </div>
        <div className={styles.tile}>
          <dt>Amount collected</dt>
          <dd data-testid="total-collected">{formatPaise(totals.overall.collectedPaise)}</dd>
        </div>
      </dl>
      <div className={adminStyles.twoCols}>
        <GroupTable caption="By category" column="Category" rows={byCategory} />
        <GroupTable caption="By state" column="State" rows={byStatus} />
      </div>
    </Section>
  )
}
