import Link from 'next/link'
import { Hero, Section } from '@/components/admin/blocks'
import { RegistrationsFilters } from '@/components/admin/console/registrations-filters'
import { formatCount } from '@/components/admin/console/registrations-format'
import { RegistrationsTable } from '@/components/admin/console/registrations-table'
import { RegistrationsTotals } from '@/components/admin/console/registrations-totals'
import styles from '@/components/admin/console/registrations.module.css'
import { Pagination } from '@/components/site/pagination'
import { Alert } from '@/components/ui/alert'
import { buttonClass } from '@/components/ui/button'
import { requireAdminPage } from '@/lib/auth/guard'
import { badgesHref } from '@/lib/badges/links'
import {
  exportHref,
  listHref,
  QUERY_LABELS,
  readRegistrationsQuery,
  REGISTRATIONS_PAGE,
} from '@/lib/console/query'
import { listRegistrations } from '@/lib/console/registrations'
import { listEditions } from '@/lib/editions/service'
import { closesAfterEnd } from '@/lib/editions/window'

export const metadata = { title: 'Registrations · Admin' }

type Search = Promise<Record<string, string | string[] | undefined>>

// /admin/registrations — every registration: totals, filters, a sortable and paged table, and
// the CSV export of the current filter. Rendered on the server from the URL (no client data
// fetching), so filtering, sorting and paging work as plain links and forms.
export default async function RegistrationsPage({ searchParams }: { searchParams: Search }) {
  await requireAdminPage()
  const { query, ignored } = readRegistrationsQuery(await searchParams)
  const [data, editions] = await Promise.all([listRegistrations(query), listEditions()])
  const late = editions.flatMap((e) => closesAfterEnd(e) ?? [])
  const pages = Math.ceil(data.total / query.pageSize)
  const first = (query.page - 1) * query.pageSize + 1
  const last = first + data.items.length - 1
  const filtered = Boolean(
    query.q || query.status || query.category || query.reminded || query.edition || query.from || query.to,
  )
  const caption = data.items.length
    ? `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(data.total)} registrations`
    : 'Registrations'

  return (
    <>
      <Hero
        title="Registrations"
        subtitle="Every delegate's registration, payment state and amount; search, filter, sort and export."
        container={styles.wide}
      />
      <div className={`container ${styles.wide}`}>
        {late.map((warning) => (
          <Alert key={warning} tone="info">
            {warning} <Link href="/admin/editions">Set its dates under Editions</Link>.
          </Alert>
        ))}
        {ignored.length > 0 && (
          <Alert tone="info">
            Some of the link&apos;s filters were not understood and were ignored:{' '}
            {ignored.map((k) => QUERY_LABELS[k]).join(', ')}.
          </Alert>
        )}
        <RegistrationsTotals totals={data.totals} query={query} filtered={filtered} />
        <Section title="Search and filter" id="filters">
          <RegistrationsFilters query={query} editions={editions} />
        </Section>
        <Section
          title="List"
          id="list"
          action={
            // Plain links: the files come from route handlers, not pages.
            <span className={styles.listActions}>
              <a href={badgesHref(query)} className={buttonClass({ variant: 'secondary', size: 'small' })}>
                Print badges
              </a>
              <a
                href={badgesHref(query, 'a4')}
                className={buttonClass({ variant: 'secondary', size: 'small' })}
                aria-label="Print badges, four per A4 sheet"
              >
                Badges 4 per A4
              </a>
              <a
                href={exportHref(query)}
                className={buttonClass({ variant: 'secondary', size: 'small' })}
                download
              >
                Export CSV
              </a>
            </span>
          }
        >
          {data.items.length ? (
            <>
              <RegistrationsTable items={data.items} query={query} caption={caption} />
              <Pagination
                page={query.page}
                pageCount={pages}
                href={(page) => listHref(query, { page })}
                label="Pages of registrations"
                scroll
              />
            </>
          ) : (
            <div className={styles.empty} role="status">
              {data.total > 0 ? (
                <p>
                  There is no page {formatCount(query.page)}: the list has {formatCount(pages)}{' '}
                  {pages === 1 ? 'page' : 'pages'}.{' '}
                  <Link href={listHref(query, { page: 1 })}>Go to the first page</Link>
                </p>
              ) : filtered ? (
                <p>
                  No registrations match these filters.{' '}
                  <Link href={REGISTRATIONS_PAGE}>Clear the filters</Link>
                </p>
              ) : (
                <p>No registrations yet.</p>
              )}
            </div>
          )}
        </Section>
      </div>
    </>
  )
}
