// A registration's page in the organisers' console: every submitted field, the documents, the
// payments and the gateway's messages, the audit history, and the actions panel. Rendered on
// the server from the registration's detail (lib/console/review.ts).
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Section } from '@/components/admin/blocks'
import { Alert } from '@/components/ui/alert'
import { STATUS_LABELS } from '@/lib/console/schema'
import type { DocumentDto, RegistrationDetailDto } from '@/lib/console/review-schema'
import { CATEGORY_LABELS, type Category } from '@/lib/fees'
import { DESIGNATION_LABELS, PAYMENT_OPTIONS, type Designation } from '@/lib/registrations/schema'
import { formatAmount } from '@/lib/receipts/words'
import admin from '../admin.module.css'
import { RegistrationActions } from './registration-actions'
import styles from './registration.module.css'

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
const when = (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} IST` : '—')
const rupees = (paise: number) => `Rs. ${formatAmount(paise)}`
const optionLabel = (value: string) => PAYMENT_OPTIONS.find((o) => o.value === value)?.label ?? value
const json = (value: unknown) => (value === null || value === undefined ? '(none)' : JSON.stringify(value, null, 2))

export function StatusBadge({ status }: { status: RegistrationDetailDto['status'] }) {
  return <span className={`${styles.badge} ${styles[`status_${status}`] ?? ''}`}>{STATUS_LABELS[status]}</span>
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={`${admin.details} ${styles.facts}`}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? <span className={admin.muted}>—</span> : value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** View (inline, in a new tab) and Download links of a private document. */
function DocumentLinks({ doc, label }: { doc: DocumentDto; label: string }) {
  return (
    <span className={styles.docLinks}>
      <a href={doc.url} target="_blank" rel="noopener noreferrer" aria-label={`View ${label} (opens in a new tab)`}>
        View
      </a>
      <a href={`${doc.url}?download=1`} download aria-label={`Download ${label}`}>
        Download
      </a>
      <span className={admin.muted}>{doc.kind === 'pdf' ? 'PDF' : doc.kind === 'jpeg' ? 'JPEG image' : doc.kind === 'png' ? 'PNG image' : 'file'}</span>
    </span>
  )
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    // Scrolls sideways on phones; focusable so the keyboard can scroll it too.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

export function RegistrationDetail({ detail: d }: { detail: RegistrationDetailDto }) {
  const paidInfo: [string, ReactNode][] = [
    ['State', <StatusBadge key="s" status={d.status} />],
    ['Amount', d.amountPaise === 0 ? `${rupees(0)} (free registration)` : rupees(d.amountPaise)],
    ['Refunded', rupees(d.refundedPaise)],
    ['Paid at', when(d.paidAt)],
    ['Amount mismatch', d.amountMismatch ? <strong className={admin.errorText}>Yes: the gateway reported another amount</strong> : 'No'],
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
    ['E-mail', <a key="e" href={`mailto:${d.email}`}>{d.email}</a>],
    ['Mobile number', <a key="m" href={`tel:+91${d.mobileNumber}`}>{d.mobileNumber}</a>],
    ['Date of birth', d.dateOfBirth],
    ['Age', String(d.age)],
    ['Address', d.address],
    ['Designation', DESIGNATION_LABELS[d.designation as Designation] ?? d.designation],
    ['CIAP membership', d.ciapMembership],
    ['AOP/UP membership', d.aopUpMembership],
    ['Accompanying person', d.accompanyingPerson ? 'Yes' : 'No'],
    ['Category', CATEGORY_LABELS[d.category as Category] ?? d.category],
    ['Registered at', when(d.createdAt)],
    ['Letter of participation', d.lop ? <DocumentLinks key="l" doc={d.lop} label="letter of participation" /> : 'Not uploaded'],
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
      {d.amountMismatch && <Alert tone="error">A payment of this registration was reported by the gateway with another amount than asked for: it was flagged, not counted as paid. Check the payments below.</Alert>}

      <div className={styles.top}>
        <Section title="Status and payment" id="summary">
          <Facts rows={paidInfo} />
        </Section>
        <Section title="Actions" id="actions">
          <RegistrationActions id={d.id} registrationNumber={d.registrationNumber} actions={d.actions} heldPaise={d.money.heldPaise} paid={d.paidAt !== null} refundablePaise={d.money.refundablePaise} pendingRefunds={d.money.pendingRefunds} />
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
                      ['File', proof.file ? <DocumentLinks key="f" doc={proof.file} label={label} /> : 'Missing'],
                    ]}
                  />
                  {proof.file && proof.file.kind !== 'pdf' && (
                    <a href={proof.file.url} target="_blank" rel="noopener noreferrer" className={styles.proofImage}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- a private document behind the admin session, not an optimisable public picture */}
                      <img src={proof.file.url} alt={`Payment proof ${i + 1}, transaction ${proof.transactionId}`} loading="lazy" />
                    </a>
                  )}
                </li>
              )
            })}
          </ol>
        )}
      </Section>

      <Section title="Payments" id="payments">
        {d.attempts.length === 0 ? (
          <p className={admin.muted}>No payment was started through the gateway.</p>
        ) : (
          <Table caption="Payment attempts, oldest first" head={['Kind', 'Merchant txn no.', 'Amount', 'Status', 'Gateway txn id', 'Started', 'Final at']}>
            {d.attempts.map((a) => (
              <tr key={a.id}>
                <td>{a.kind === 'sale' ? 'Sale' : `Refund of ${a.originalTxnNo ?? '?'}`}</td>
                <td className={styles.mono}>{a.merchantTxnNo}</td>
                <td className={styles.num}>{rupees(a.amountPaise)}</td>
                <td>{a.txnStatus}</td>
                <td className={styles.mono}>{a.gatewayTxnId ?? '—'}</td>
                <td>{when(a.createdAt)}</td>
                <td>{a.finalizedAt ? when(a.finalizedAt) : 'pending'}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section title="Gateway exchanges" id="exchanges">
        {d.exchanges.length === 0 ? (
          <p className={admin.muted}>No message was exchanged with the gateway.</p>
        ) : (
          <Table caption="Every request to and message from the gateway, oldest first" head={['Operation', 'Merchant txn no.', 'Time', 'HTTP', 'Hash', 'Error', 'Messages']}>
            {d.exchanges.map((x) => (
              <tr key={x.id}>
                <td>{x.operation}</td>
                <td className={styles.mono}>{x.merchantTxnNo ?? '—'}</td>
                <td>{when(x.at)}</td>
                <td>{x.httpStatus ?? '—'}</td>
                <td>
                  <span className={x.hash === 'verified' ? styles.ok : x.hash === 'NOT verified' ? styles.bad : admin.muted}>{x.hash}</span>
                </td>
                <td>{x.error ?? '—'}</td>
                <td>
                  <details className={styles.json}>
                    <summary>Request and response</summary>
                    <p>Request</p>
                    <pre>{json(x.request)}</pre>
                    <p>Response</p>
                    <pre>{json(x.response)}</pre>
                  </details>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section title="History" id="history">
        {d.history.length === 0 ? (
          <p className={admin.muted}>No organiser has acted on this registration yet.</p>
        ) : (
          <Table caption="Organisers’ actions on this registration, newest first" head={['When', 'Who', 'Action', 'Detail', 'From']}>
            {d.history.map((h) => (
              <tr key={h.id}>
                <td>{when(h.at)}</td>
                <td>{h.admin}</td>
                <td className={styles.mono}>{h.action}</td>
                <td className={styles.detailCell}>{h.detail === null || h.detail === undefined ? '—' : <code>{JSON.stringify(h.detail)}</code>}</td>
                <td>{h.ip || '—'}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
    </div>
  )
}
