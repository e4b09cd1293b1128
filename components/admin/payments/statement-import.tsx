'use client'

// Importing the bank's statement (POST /adminpanel/statements/, the CSV, XLS or XLSX export): the credits it
// verified as paid, those it proposes and those it could not place, each with its registration
// (linked) and why; the page's list of credits to review follows the import, and a proposed match
// is accepted there with one click (POST /adminpanel/statements/<id>/accept/).
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import type { ImportedCredit, ImportResult } from '@/lib/payments/statements/credits'
import { apiSend } from '../api'
import styles from '../certificates/certificates.module.css'
import { useAdminMutation } from '../use-admin-mutation'

const API = '/adminpanel/statements/'
const CHOOSE = 'Choose the statement file (CSV, XLS or XLSX).'

export function StatementImport() {
  const router = useRouter()
  const file = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string>()
  const run = useAdminMutation({
    run: (form: FormData) => apiSend<ImportResult>('POST', API, form),
    refresh: [API],
    success: (_i, r) =>
      `Statement imported: ${r.verified.length} verified, ${r.proposed.length} proposed, ${r.unmatched.length} not matched.`,
    failure: (_i, e) => `Failed to import the statement: ${e.message}`,
  })
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const chosen = file.current?.files?.[0]
    if (!chosen) return setError(CHOOSE)
    setError(undefined)
    const form = new FormData()
    form.append('file', chosen)
    run.mutate(form, { onSuccess: () => router.refresh() })
  }
  const result = run.data
  return (
    <>
      <form
        method="post"
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label="Import a bank statement"
      >
        <TextField
          label="Bank statement (CSV, XLS or XLSX)"
          hint="The statement your bank exports as CSV or as a spreadsheet. Credits quoting a registration number and its exact amount are verified as paid; importing a statement again changes nothing."
          type="file"
          accept=".csv,text/csv,.xls,application/vnd.ms-excel,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          ref={file}
          error={error}
        />
        <div>
          <Button type="submit" disabled={run.isPending}>
            Import
          </Button>
        </div>
      </form>
      {result && (
        <div data-testid="statement-result">
          <p role="status">
            {result.verified.length} verified as paid, {result.proposed.length} proposed,{' '}
            {result.unmatched.length} not matched
            {result.repeated > 0 && `, ${result.repeated} imported before (left as they were)`}.
          </p>
          <Credits title="Verified as paid" credits={result.verified} />
          <Credits title="Proposed: look at these" credits={result.proposed} />
          <Credits title="Not matched" credits={result.unmatched} />
        </div>
      )}
    </>
  )
}

/** Accepts a proposed match: the credit is recorded as the registration's payment. */
function AcceptCredit({ credit }: { credit: ImportedCredit & { id: number } }) {
  const router = useRouter()
  const accept = useAdminMutation({
    run: () => apiSend<{ message: string }>('POST', `${API}${credit.id}/accept/`),
    refresh: [API],
    success: (_i, r) => r.message,
    failure: (_i, e) => `Failed to accept the credit: ${e.message}`,
  })
  return (
    <Button
      type="button"
      variant="secondary"
      size="small"
      disabled={accept.isPending}
      onClick={() => accept.mutate(undefined, { onSuccess: () => router.refresh() })}
      aria-label={`Accept ${credit.amount} as the payment of ${credit.registration?.number ?? `group ${credit.group?.number}`}`}
    >
      Accept
    </Button>
  )
}

/** `acceptable`: proposed matches an organiser may accept with one click. */
export function Credits({
  title,
  credits,
  acceptable = false,
}: {
  title: string
  credits: ImportedCredit[]
  acceptable?: boolean
}) {
  if (!credits.length) return null
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {credits.map((c, i) => (
          <li key={i}>
            {c.date} · {c.amount} · {c.narration}
            {c.registration && (
              <>
                {' '}
                →{' '}
                <Link href={`/admin/registrations/${c.registration.id}`}>
                  {c.registration.number} ({c.registration.name})
                </Link>
              </>
            )}
            {c.group && (
              <>
                {' '}
                → group {c.group.number} ({c.group.name})
              </>
            )}
            {c.note && <> · {c.note}</>}
            {acceptable && c.id !== undefined && (c.registration || c.group) && (
              <>
                {' '}
                <AcceptCredit credit={{ ...c, id: c.id }} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
