// A registration's page in the organisers' console: every submitted field, the documents, the
// payments and the gateway's messages, the audit history, and the actions panel. Rendered on
// the server from the registration's detail (lib/console/review.ts).
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Section } from '@/components/admin/blocks'
import { Alert } from '@/components/ui/alert'
import type { DocumentDto, RegistrationDetailDto } from '@/lib/console/detail-schema'
import { formatIndianDateTime } from '@/lib/dates'
import { CATEGORY_LABELS, type Category } from '@/lib/fees'
import { formatPaise } from '@/lib/money'
import { DESIGNATION_LABELS, PAYMENT_OPTIONS, type Designation } from '@/lib/registrations/schema'
import admin from '../admin.module.css'
import { DataTable } from './data-table'
import { RegistrationActions } from './registration-actions'
import styles from './registration.module.css'
import { StatusBadge } from './registrations-status'

const when = (iso: string | null) => (iso ? `${formatIndianDateTime(iso, { seconds: true })} IST` : '—')
const optionLabel = (value: string) => PAYMENT_OPTIONS.find((o) => o.value === value)?.label ?? value
const json = (value: unknown) =>
  value === null || value === undefined ? '(none)' : JSON.stringify(value, null, 2)

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>
            {value === '' || value === null || value === undefined ? (
              <span className={admin.muted}>—</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** View (inline, in a new tab) and Download links of a private document. */
function DocumentLinks({ doc, label }: { doc: DocumentDto; label: string }) {
  return (
    <span className={styles.docLinks}>
      <a
        href={doc.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`View ${label} (opens in a new tab)`}
      >
        View
      </a>
      <a href={`${doc.url}?download=1`} download aria-label={`Download ${label}`}>
        Download
      </a>
      <span className={admin.muted}>
        {doc.kind === 'pdf'
          ? 'PDF'
          : doc.kind === 'jpeg'
            ? 'JPEG image'
            : doc.kind === 'png'
              ? 'PNG image'
              : 'file'}
      </span>
    </span>
  )
}

/** A section holding one table (scrolling sideways on phones), or a sentence when it is empty. */
function TableSection<T extends { id: number }>({
  title,
  id,
  empty,
  caption,
  head,
  rows,
  row,
}: TableInfo & { rows: T[]; row: (item: T) => ReactNode[] }) {
  return (
    <Section title={title} id={id}>
      {rows.length === 0 ? (
        <p className={admin.muted}>{empty}</p>
      ) : (
        // Focusable, so the keyboard can scroll it too.
        <DataTable label={caption} caption={caption}>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.id}>
                {row(item).map((cell, i) => (
                  <td key={i} className={CELL_CLASSES[head[i]]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Section>
  )
}

interface TableInfo {
  title: string
  id: string
  empty: string
  caption: string
  head: string[]
}
const PAYMENTS: TableInfo = {
  title: 'Payments',
  id: 'payments',
  empty: 'No payment was started through the gateway.',
  caption: 'Payment attempts, oldest first',
  head: ['Kind', 'Merchant txn no.', 'Amount', 'Status', 'Gateway txn id', 'Started', 'Final at'],
}
const EXCHANGES: TableInfo = {
  title: 'Gateway exchanges',
  id: 'exchanges',
  empty: 'No message was exchanged with the gateway.',
  caption: 'Every request to and message from the gateway, oldest first',
  head: ['Operation', 'Merchant txn no.', 'Time', 'HTTP', 'Hash', 'Error', 'Messages'],
}
const HISTORY: TableInfo = {
  title: 'History',
  id: 'history',
  empty: 'No organiser has acted on this registration yet.',
  caption: 'Organisers’ actions on this registration, newest first',
  head: ['When', 'Who', 'Action', 'Detail', 'From'],
}

/** Column looks by heading. */
const CELL_CLASSES: Record<string, string | undefined> = {
  'Merchant txn no.': styles.mono,
  'Gateway txn id': styles.mono,
  Amount: styles.num,
  Action: styles.mono,
  Detail: styles.detailCell,
}

/** An audit entry's detail as "key: value" pairs. */
function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '—'
  if (typeof detail !== 'object' || Array.isArray(detail)) return JSON.stringify(detail)
  return Object.entries(detail)
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(' · ')
}

export function RegistrationDetail({ detail: d }: { detail: RegistrationDetailDto }) {
  const paidInfo: [string, ReactNode][] = [
    ['State', <StatusBadge key="s" status={d.status} />],
    ['Amount', d.amountPaise === 0 ? `${formatPaise(0)} (free registration)` : formatPaise(d.amountPaise)],
    ['Refunded', formatPaise(d.refundedPaise)],
    ['Paid at', when(d.paidAt)],
    [
      'Amount mismatch',
      d.amountMismatch ? (
        <strong className={admin.errorText}>Yes: the gateway reported another amount</strong>
      ) : (
        'No'
      ),
    ],
    ['Review note', d.reviewNote ? <span className={styles.note}>{d.reviewNote}</span> : ''],
    [
      'Receipt',
      d.receiptNumber ? (
        <>
          {d.receiptNumber}{' '}
          <a href={`/adminpanel/registrations/${d.id}/receipt/`} className={styles.inlineLink}>
            Download receipt
          </a>
        </>
      ) : (
        'Not issued (issued when the payment is received)'
      ),
    ],
  ]
  const fields: [string, ReactNode][] = [
    ['Registration number', d.registrationNumber],
    ['Name', d.name],
    [
      'E-mail',
      <a key="e" href={`mailto:${d.email}`}>
        {d.email}
      </a>,
    ],
    [
      'Mobile number',
      <a key="m" href={`tel:+91${d.mobileNumber}`}>
        {d.mobileNumber}
      </a>,
    ],
    ['Date of birth', d.dateOfBirth],
    ['Age', String(d.age)],
    ['Address', d.address],
    ['Designation', DESIGNATION_LABELS[d.designation as Designation] ?? d.designation],
    ['CIAP membership', d.ciapMembership],
    ['AOP/UP membership', d.aopUpMembership],
    ['Accompanying person', d.accompanyingPerson ? 'Yes' : 'No'],
    ['Category', CATEGORY_LABELS[d.category as Category] ?? d.category],
    ['Registered at', when(d.createdAt)],
    [
      'Letter of participation',
      d.lop ? <DocumentLinks key="l" doc={d.lop} label="letter of participation" /> : 'Not uploaded',
    ],
  ]
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/admin/registrations">← All registrations</Link>
      </p>
      <header className={styles.head}>
        <h1>Registration {d.registrationNumber}</h1>
        <p>
          {d.name} <StatusBadge status={d.status} />
        </p>
      </header>
      {d.amountMismatch && (
        <Alert tone="error">
          A payment of this registration was reported by the gateway with another amount than asked for: it
          was flagged, not counted as paid. Check the payments below.
        </Alert>
      )}

      <div className={styles.top}>
        <Section title="Status and payment" id="summary">
          <Facts rows={paidInfo} />
        </Section>
        <Section title="Actions" id="actions">
          <RegistrationActions
            id={d.id}
            registrationNumber={d.registrationNumber}
            actions={d.actions}
            heldPaise={d.money.heldPaise}
            paid={d.paidAt !== null}
            refundablePaise={d.money.refundablePaise}
            pendingRefunds={d.money.pendingRefunds}
          />
        </Section>
      </div>

      <Section title="Submitted details" id="fields">
        <Facts rows={fields} />
      </Section>

      <Section title="Payment proofs" id="proofs">
        {d.proofs.length === 0 ? (
          <p className={admin.muted}>No payment proof was submitted.</p>
        ) : (
          <ol className={styles.proofs}>
            {d.proofs.map((proof, i) => {
              const label = `payment proof ${i + 1} (transaction ${proof.transactionId})`
              return (
                <li key={proof.id} className={styles.proof}>
                  <Facts
                    rows={[
                      ['Payment option', optionLabel(proof.paymentOption)],
                      ['Transaction ID', proof.transactionId],
                      ['Transaction date', proof.transactionDate],
                      ['Submitted at', when(proof.submittedAt)],
                      [
                        'File',
                        proof.file ? <DocumentLinks key="f" doc={proof.file} label={label} /> : 'Missing',
                      ],
                    ]}
                  />
                  {proof.file && proof.file.kind !== 'pdf' && (
                    <a
                      href={proof.file.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.proofImage}
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- a private document behind the admin session, not an optimisable public picture */}
                      <img
                        src={proof.file.url}
                        alt={`Payment proof ${i + 1}, transaction ${proof.transactionId}`}
                        loading="lazy"
                      />
                    </a>
                  )}
                </li>
              )
            })}
          </ol>
        )}
      </Section>

      <TableSection
        {...PAYMENTS}
        rows={d.attempts}
        row={(a) => [
          a.kind === 'sale' ? 'Sale' : `Refund of ${a.originalTxnNo ?? '?'}`,
          a.merchantTxnNo,
          formatPaise(a.amountPaise),
          a.txnStatus,
          a.gatewayTxnId ?? '—',
          when(a.createdAt),
          a.finalizedAt ? when(a.finalizedAt) : 'pending',
        ]}
      />

      <TableSection
        {...EXCHANGES}
        rows={d.exchanges}
        row={(x) => [
          x.operation,
          x.merchantTxnNo ?? '—',
          when(x.at),
          x.httpStatus ?? '—',
          <span
            key="h"
            className={
              x.hash === 'verified' ? styles.ok : x.hash === 'NOT verified' ? styles.bad : admin.muted
            }
          >
            {x.hash}
          </span>,
          x.error ?? '—',
          <details key="m" className={styles.json}>
            <summary>Request and response</summary>
            <p>Request</p>
            <pre>{json(x.request)}</pre>
            <p>Response</p>
            <pre>{json(x.response)}</pre>
          </details>,
        ]}
      />

      <TableSection
        {...HISTORY}
        rows={d.history}
        row={(h) => [when(h.at), h.admin, h.action, detailText(h.detail), h.ip || '—']}
      />
    </div>
  )
}
