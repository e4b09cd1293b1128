// The facts of a registration's page: a definition list of label/value pairs, the links to a
// private document, and the two lists the page shows (status and payment; submitted details).
import type { ReactNode } from 'react'
import { Email } from '@/components/ui/email'
import { badgeHref } from '@/lib/badges/links'
import type { DocumentDto, RegistrationDetailDto } from '@/lib/console/detail-schema'
import { formatIndianDateTime } from '@/lib/dates'
import { formatPaise } from '@/lib/money'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { DESIGNATION_LABELS, type Designation } from '@/lib/registrations/flow'
import admin from '../admin.module.css'
import styles from './registration.module.css'
import { StatusBadge } from './registrations-status'

/** An instant as the console writes it, to the second (India time); '—' when there is none. */
export const when = (iso: string | null) =>
  iso ? `${formatIndianDateTime(iso, { seconds: true })} IST` : '—'

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
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

const KINDS = { pdf: 'PDF', jpeg: 'JPEG image', png: 'PNG image' } as const

/** View (inline, in a new tab) and Download links of a private document. */
export function DocumentLinks({ doc, label }: { doc: DocumentDto; label: string }) {
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
      <span className={admin.muted}>{doc.kind ? KINDS[doc.kind] : 'file'}</span>
    </span>
  )
}

/** Where the workshop seats stand: paid for, held until a time, or back on sale. */
function seatsText(s: NonNullable<RegistrationDetailDto['seats']>): string {
  if (s.standing === 'held') return `Held until ${when(s.heldUntil)} (unpaid)`
  if (s.standing === 'released') return `Back on sale since ${when(s.heldUntil)} (the hold ended unpaid)`
  if (s.standing === 'closed') return 'Given back (registration closed)'
  return 'Counted (paid for, or a payment proof under review)'
}

/** The reminders to pay: when each was sent, and when the delegate stopped them. */
function remindersText(r: RegistrationDetailDto['reminders']): string {
  const sent = r.sentAt.length ? `Reminded on ${r.sentAt.map(when).join(', ')}` : 'None sent'
  return r.stoppedAt ? `${sent}. Reminders stopped on ${when(r.stoppedAt)}` : sent
}

/** State, money, review note and receipt. */
export function StatusFacts({ d }: { d: RegistrationDetailDto }) {
  return (
    <Facts
      rows={[
        ['State', <StatusBadge key="s" status={d.status} />],
        ['Workshops', d.workshops.map((w) => w.title).join(', ') || 'None'],
        ...(d.seats ? [['Workshop seats', seatsText(d.seats)] as [string, ReactNode]] : []),
        ...d.lines.map((l): [string, ReactNode] => [l.label, formatPaise(l.amountPaise)]),
        [
          'Amount',
          <strong key="amount" data-testid="registration-total">
            {d.amountPaise === 0 ? `${formatPaise(0)} (free registration)` : formatPaise(d.amountPaise)}
          </strong>,
        ],
        ['Refunded', formatPaise(d.refundedPaise)],
        ['Paid at', when(d.paidAt)],
        [
          'Reminders to pay',
          <span key="r" data-testid="registration-reminders">
            {remindersText(d.reminders)}
          </span>,
        ],
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
        [
          'Credit notes',
          d.creditNotes.length ? (
            <ul key="cn" className={styles.creditNotes}>
              {d.creditNotes.map((c) => (
                <li key={c.id}>
                  {c.number} ({formatPaise(c.totalPaise)}){' '}
                  <a
                    href={`/adminpanel/registrations/${d.id}/receipt/?credit-note=${c.id}`}
                    className={styles.inlineLink}
                    aria-label={`Download credit note ${c.number}`}
                  >
                    Download
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            'None'
          ),
        ],
        [
          'Badge',
          <a key="badge" href={badgeHref(d.id)} className={styles.inlineLink}>
            Print badge (PDF)
          </a>,
        ],
      ]}
    />
  )
}

/** Every field the delegate submitted. */
export function SubmittedFacts({ d }: { d: RegistrationDetailDto }) {
  return (
    <Facts
      rows={[
        ['Registration number', d.registrationNumber],
        ['Name', d.name],
        [
          'E-mail',
          <a key="e" href={`mailto:${d.email}`}>
            <Email address={d.email} />
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
        ['Medical council', d.council],
        ['Accompanying person', d.accompanyingPerson ? 'Yes' : 'No'],
        ['Category', CATEGORY_LABELS[d.category as Category] ?? d.category],
        ['Registered at', when(d.createdAt)],
        [
          'Letter of participation',
          d.lop ? <DocumentLinks key="l" doc={d.lop} label="letter of participation" /> : 'Not uploaded',
        ],
      ]}
    />
  )
}
