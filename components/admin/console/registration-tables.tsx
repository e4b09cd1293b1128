// The record tables of a registration's page: payments, gateway exchanges, mails and history,
// each a section holding one table (scrolling sideways on phones) or a sentence when empty.
import type { ReactNode } from 'react'
import { Section } from '@/components/admin/blocks'
import type { AuditEntryDto } from '@/lib/audit/schema'
import type { AttemptDto, ExchangeDto } from '@/lib/console/detail-schema'
import { MAIL_STATE_LABELS, type JobDto } from '@/lib/jobs/schema'
import { formatPaise } from '@/lib/money'
import admin from '../admin.module.css'
import { DataTable } from './data-table'
import { when } from './registration-facts'
import styles from './registration.module.css'

interface TableInfo {
  title: string
  id: string
  empty: string
  caption: string
  head: string[]
}

/** Column looks by heading. */
const CELL_CLASSES: Record<string, string | undefined> = {
  'Merchant txn no.': styles.mono,
  'Gateway txn id / UTR': styles.mono,
  Amount: styles.num,
  Action: styles.mono,
  Detail: styles.detailCell,
  'Last error': styles.detailCell,
}

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
        <DataTable label={caption} caption={caption} head={head}>
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

export const PaymentsTable = ({ rows }: { rows: AttemptDto[] }) => (
  <TableSection
    title="Payments"
    id="payments"
    empty="No payment was started through the gateway, and no refund recorded."
    caption="Payment attempts and refunds, oldest first"
    head={['Kind', 'Merchant txn no.', 'Amount', 'Status', 'Gateway txn id / UTR', 'Started', 'Final at']}
    rows={rows}
    row={(a) => [
      a.kind === 'sale'
        ? 'Sale'
        : a.gateway === 'transfer'
          ? `Refund by bank transfer, sent ${a.sentOn ?? '?'}`
          : `Refund of ${a.originalTxnNo ?? '?'}`,
      a.merchantTxnNo,
      formatPaise(a.amountPaise),
      a.txnStatus,
      a.gatewayTxnId ?? '—',
      when(a.createdAt),
      a.finalizedAt ? when(a.finalizedAt) : 'pending',
    ]}
  />
)

const json = (value: unknown) =>
  value === null || value === undefined ? '(none)' : JSON.stringify(value, null, 2)
const HASH_CLASSES = { verified: styles.ok, 'NOT verified': styles.bad, 'not applicable': admin.muted }

export const ExchangesTable = ({ rows }: { rows: ExchangeDto[] }) => (
  <TableSection
    title="Gateway exchanges"
    id="exchanges"
    empty="No message was exchanged with the gateway."
    caption="Every request to and message from the gateway, oldest first"
    head={['Operation', 'Merchant txn no.', 'Time', 'HTTP', 'Hash', 'Error', 'Messages']}
    rows={rows}
    row={(x) => [
      x.operation,
      x.merchantTxnNo ?? '—',
      when(x.at),
      x.httpStatus ?? '—',
      <span key="h" className={HASH_CLASSES[x.hash]}>
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
)

/** A mail's delivery state; a retry waiting for its time says when. */
const mailState = (m: JobDto) =>
  m.status === 'queued' && m.attempts > 0
    ? `${MAIL_STATE_LABELS.queued} (attempt ${m.attempts} failed; next try ${when(m.runAfter)})`
    : MAIL_STATE_LABELS[m.status]

/** The texts that name what the records are about (a registration's, unless said otherwise). */
type About = { empty?: string; caption?: string }

export const MailsTable = ({
  rows,
  empty = 'No e-mail was sent about this registration.',
  caption = 'E-mails to the delegate, oldest first, with their delivery state',
}: { rows: JobDto[] } & About) => (
  <TableSection
    title="E-mails"
    id="mails"
    empty={empty}
    caption={caption}
    head={['E-mail', 'To', 'State', 'Last error', 'Queued', 'Done at']}
    rows={rows}
    row={(m) => [
      m.label,
      m.to ?? '—',
      mailState(m),
      m.lastError ?? '—',
      when(m.createdAt),
      when(m.finishedAt),
    ]}
  />
)

/** An audit entry's detail as "key: value" pairs. */
function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '—'
  if (typeof detail !== 'object' || Array.isArray(detail)) return JSON.stringify(detail)
  return Object.entries(detail)
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(' · ')
}

export const HistoryTable = ({
  rows,
  empty = 'No organiser has acted on this registration yet.',
  caption = 'Organisers’ actions on this registration, newest first',
}: { rows: AuditEntryDto[] } & About) => (
  <TableSection
    title="History"
    id="history"
    empty={empty}
    caption={caption}
    head={['When', 'Who', 'Action', 'Detail', 'From']}
    rows={rows}
    row={(h) => [when(h.at), h.admin, h.action, detailText(h.detail), h.ip || '—']}
  />
)
