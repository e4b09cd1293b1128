// A registration's page in the organisers' console: every submitted field, the documents, the
// payments and the gateway's messages, the mails and their delivery, the audit history, and the
// actions panel, and the group it was registered in, if any. Rendered on the server from the registration's detail (lib/console/detail.ts).
import Link from 'next/link'
import { Section } from '@/components/admin/blocks'
import { Alert } from '@/components/ui/alert'
import type { FormReply } from '@/lib/api/actions/reply'
import type { RegistrationDetailDto } from '@/lib/console/detail-schema'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { RefundTransferForm } from './refund-transfer-form'
import { RegistrationActions } from './registration-actions'
import { policyNote } from './registration-dialogs'
import { StatusFacts, SubmittedFacts } from './registration-facts'
import { PaymentProofs } from './registration-proofs'
import { ExchangesTable, HistoryTable, MailsTable, PaymentsTable } from './registration-tables'
import styles from './registration.module.css'
import { StatusBadge } from './registrations-status'

/** The group a registration was registered in (lib/groups/console.ts, groupOfRegistration). */
type GroupRef = { id: number; groupNumber: string; institution: string }

export function RegistrationDetail({
  detail: d,
  group,
  today,
  transferReply,
}: {
  detail: RegistrationDetailDto
  group?: GroupRef | null
  /** India's date: the latest day a refund by transfer may have been sent. */
  today: string
  /** The answer of "Record a refund made by bank transfer" in this request, if it was posted. */
  transferReply?: FormReply
}) {
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
        {group && (
          <p>
            <Link href={`/admin/groups/${group.id}`}>
              Group {group.groupNumber} ({group.institution})
            </Link>
          </p>
        )}
      </header>
      {d.amountMismatch && (
        <Alert tone="error">
          A payment of this registration was reported by the gateway with another amount than asked for: it
          was flagged, not counted as paid. Check the payments below.
        </Alert>
      )}
      <div className={styles.top}>
        <Section title="Status and payment" id="summary">
          <StatusFacts d={d} />
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
            policyRefundPaise={d.money.policyRefundPaise}
            refundCutoff={d.money.refundCutoff}
            categoryKey={d.category}
            category={CATEGORY_LABELS[d.category as Category] ?? d.category}
          />
        </Section>
      </div>
      {(d.actions.includes('refund-transfer') || transferReply) && (
        <Section title="Record a refund made by bank transfer" id="refund-transfer">
          <RefundTransferForm
            id={d.id}
            refundablePaise={d.money.transferRefundablePaise}
            proposedPaise={d.money.policyRefundPaise}
            policy={policyNote(d.money)}
            today={today}
            reply={transferReply}
          />
        </Section>
      )}
      <Section title="Submitted details" id="fields">
        <SubmittedFacts d={d} />
      </Section>
      <PaymentProofs proofs={d.proofs} />
      <PaymentsTable rows={d.attempts} />
      <ExchangesTable rows={d.exchanges} />
      <MailsTable rows={d.mails} />
      <HistoryTable rows={d.history} />
    </div>
  )
}
