import admin from '@/components/admin/admin.module.css'
import { Hero } from '@/components/admin/blocks'
import { AuditFilters, type AuditFilterValues } from '@/components/admin/console/audit-filters'
import { AuditTable } from '@/components/admin/console/audit-table'
import { Pagination } from '@/components/site/pagination'
import { Alert } from '@/components/ui/alert'
import { fieldErrors } from '@/lib/api/errors'
import { searchParamsOf } from '@/lib/api/input'
import { auditQuerySchema } from '@/lib/audit/schema'
import { listAudit } from '@/lib/audit/service'
import { requireAdminPage } from '@/lib/auth/guard'

export const metadata = { title: 'Audit log · Admin' }

type Search = Promise<Record<string, string | string[] | undefined>>
const FILTERS = ['admin', 'action', 'entity', 'entityId', 'from', 'to'] as const

// /admin/audit?admin=&action=&entity=&entityId=&from=&to=&page= — the audit trail, newest first, 50 a page (server-rendered, admin only)
export default async function AuditPage({ searchParams }: { searchParams: Search }) {
  await requireAdminPage()
  const raw = searchParamsOf(await searchParams)
  const values: AuditFilterValues = Object.fromEntries(FILTERS.filter((k) => raw[k]).map((k) => [k, raw[k]]))
  const query = auditQuerySchema.safeParse(raw)
  return (
    <>
      <Hero
        title="Audit log"
        subtitle="Every administrator write, sign-in and password reset: who, what, which record, when and from where. The log is append-only: entries can never be edited or deleted."
      />
      <div className="container">
        <AuditFilters values={values} errors={query.success ? {} : fieldErrors(query.error)} />
        {query.success ? (
          <Entries query={query.data} values={values} />
        ) : (
          <Alert tone="error">
            Some filters are not valid (see the fields above). Correct them and apply again.
          </Alert>
        )}
      </div>
    </>
  )
}

async function Entries({
  query,
  values,
}: {
  query: Parameters<typeof listAudit>[0]
  values: AuditFilterValues
}) {
  const { items, total, page, pageSize } = await listAudit(query)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const href = (to: number) =>
    `/admin/audit?${new URLSearchParams({ ...values, ...(to > 1 ? { page: String(to) } : {}) })}`.replace(
      /\?$/,
      '',
    )
  const first = (page - 1) * pageSize + 1
  return (
    <>
      {items.length ? (
        <AuditTable
          items={items}
          caption={`Entries ${first}–${first + items.length - 1} of ${total}, newest first`}
        />
      ) : (
        <p className={admin.state}>
          {total ? `No entries on page ${page}.` : 'No entries match these filters.'}
        </p>
      )}
      <Pagination page={page} pageCount={pageCount} href={href} label="Audit log pages" />
    </>
  )
}
