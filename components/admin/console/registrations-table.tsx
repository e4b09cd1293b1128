// The registrations table: sortable column headers (links, with aria-sort on the sorted one),
// each row's number and name linking to the registration's page. It scrolls sideways inside a
// labelled, focusable region on narrow screens.
import Link from 'next/link'
import { Email } from '@/components/ui/email'
import { listHref } from '@/lib/console/query'
import type { RegistrationRowDto, RegistrationsQuery } from '@/lib/console/schema'
import { indiaDateTime } from '@/lib/dates'
import { formatPaise } from '@/lib/money'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { DESIGNATION_LABELS, type Designation } from '@/lib/registrations/flow'
import { StatusBadge } from './registrations-status'
import styles from './registrations.module.css'

type SortField = RegistrationsQuery['sort']

/** Dates and amounts are read newest / largest first; words from A. */
const FIRST_DIR: Record<SortField, RegistrationsQuery['dir']> = {
  createdAt: 'desc',
  amount: 'desc',
  registrationNumber: 'asc',
  name: 'asc',
  category: 'asc',
  status: 'asc',
}

function SortHeader({
  field,
  label,
  query,
  numeric,
}: {
  field: SortField
  label: string
  query: RegistrationsQuery
  numeric?: boolean
}) {
  const current = query.sort === field
  const dir = current ? (query.dir === 'asc' ? 'desc' : 'asc') : FIRST_DIR[field]
  return (
    <th
      scope="col"
      aria-sort={current ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={numeric ? styles.number : undefined}
    >
      <Link
        href={listHref(query, { sort: field, dir, page: 1 })}
        className={styles.sortLink}
        prefetch={false}
      >
        {label}
        <span aria-hidden="true" className={current ? styles.sortMark : styles.sortHint}>
          {current ? (query.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </Link>
    </th>
  )
}

export function RegistrationsTable({
  items,
  query,
  caption,
}: {
  items: RegistrationRowDto[]
  query: RegistrationsQuery
  caption: string
}) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby="registrations-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="registrations-caption">{caption}</caption>
        <thead>
          <tr>
            <SortHeader field="registrationNumber" label="Number" query={query} />
            <SortHeader field="name" label="Name" query={query} />
            <SortHeader field="category" label="Category" query={query} />
            <th scope="col">Designation</th>
            <th scope="col">E-mail</th>
            <th scope="col">Phone</th>
            <SortHeader field="amount" label="Amount" query={query} numeric />
            <SortHeader field="status" label="State" query={query} />
            <SortHeader field="createdAt" label="Registered" query={query} />
          </tr>
        </thead>
        <tbody>
          {items.map((r) => {
            const href = `/admin/registrations/${r.id}`
            const when = indiaDateTime(r.createdAt)
            return (
              <tr key={r.id}>
                <td>
                  <Link href={href} prefetch={false}>
                    {r.registrationNumber}
                  </Link>
                </td>
                <th scope="row">
                  <Link href={href} prefetch={false}>
                    {r.name}
                  </Link>
                </th>
                <td className={styles.wrap}>{CATEGORY_LABELS[r.category as Category] ?? r.category}</td>
                <td className={styles.wrap}>
                  {DESIGNATION_LABELS[r.designation as Designation] ?? r.designation}
                </td>
                <td>
                  <Email address={r.email} />
                </td>
                <td>{r.mobileNumber}</td>
                <td className={styles.number}>{formatPaise(r.amountPaise)}</td>
                <td>
                  <StatusBadge status={r.status} />
                  {r.lastRemindedAt && (
                    <time dateTime={r.lastRemindedAt} className={styles.reminded}>
                      Reminded {indiaDateTime(r.lastRemindedAt)[0]}
                    </time>
                  )}
                </td>
                <td className={styles.whenCell}>
                  {/* Date and time may go on two lines, never break inside either. */}
                  <time dateTime={r.createdAt} className={styles.when}>
                    <span>{when[0]},</span> <span>{when[1]}</span>
                  </time>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
