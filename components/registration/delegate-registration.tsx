// The delegate's own page (app/(site)/registration/[id]): the registration, its status in words,
// the next step (pay, retry, upload a proof, wait, nothing), the receipt, and the proof form for
// this registration, linked by the page's secret.
import { CmeCertificate } from '@/components/cme/cme-certificate'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import type { FormReply } from '@/lib/api/actions/reply'
import { formatIndianDateTime } from '@/lib/dates'
import type { DelegateView } from '@/lib/registrations/delegate'
import { PAID_MESSAGE, type WaitlistDone } from '@/lib/registrations/flow'
import { FeedbackForm } from './feedback-form'
import { PayByTransfer } from './pay-by-transfer'
import { PaymentDetailsForm } from './payment-details-form'
import { PriceLines } from './price-lines'
import styles from './registration.module.css'
import { TransferForm } from './transfer-form'
import { WaitingList } from './waiting-list'

export const FEEDBACK_WAITING = 'Your certificate follows your feedback: please answer the form below.'
export const FEEDBACK_THANKS = {
  given: 'Thank you for your feedback. Your certificate is ready below.',
  skipped: 'Feedback skipped. Your certificate is ready below.',
} as const

export const PROOF_RECEIVED_TEXT =
  'Thank you: your payment proof has been received. The organisers will verify it and e-mail you.'

/**
 * `proofReply`, `feedbackReply`: the proof and feedback forms' answers when just sent to their
 * server actions; `feedbackSent`: the feedback was just recorded.
 */
export function DelegateRegistration({
  view,
  proofReceived,
  proofReply,
  feedbackSent,
  feedbackReply,
  transferReply,
  waitlist,
}: {
  view: DelegateView
  proofReceived: boolean
  proofReply?: FormReply
  feedbackSent?: keyof typeof FEEDBACK_THANKS | null
  feedbackReply?: FormReply
  transferReply?: FormReply
  /** The waiting lists' last action (the page's flag) and its refusal when sent without the script. */
  waitlist?: { done: WaitlistDone | null; reply?: FormReply }
}) {
  return (
    <>
      {view.status === 'paid' && (
        <div data-testid="paid-notice">
          <Alert tone="success">
            <strong>{PAID_MESSAGE}</strong> Your receipt and e-ticket are below and in your confirmation
            e-mail.
          </Alert>
        </div>
      )}
      {proofReceived && view.status === 'proof_submitted' && (
        <div role="status">
          <Alert tone="success">{PROOF_RECEIVED_TEXT}</Alert>
        </div>
      )}
      {feedbackSent && !view.feedback && view.certificatePath && (
        <div role="status" data-testid="feedback-thanks">
          <Alert tone="success">{FEEDBACK_THANKS[feedbackSent]}</Alert>
        </div>
      )}
      <section className={styles.card} aria-labelledby="registration-details">
        <h2 id="registration-details" className="visually-hidden">
          Registration details
        </h2>
        <dl className={styles.summary}>
          <dt>Registration number</dt>
          <dd data-testid="registration-number">{view.registrationNumber}</dd>
          <dt>Name</dt>
          <dd>{view.name}</dd>
          <dt>Category</dt>
          <dd>{view.category}</dd>
          <dt>Conference</dt>
          <dd>{view.edition}</dd>
          {view.workshops.length > 0 && (
            <>
              <dt>Workshops</dt>
              <dd data-testid="registration-workshops">{view.workshops.join(', ')}</dd>
            </>
          )}
          {view.refunded && (
            <>
              <dt>Refunded</dt>
              <dd>{view.refunded}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd data-testid="registration-status" data-status={view.status}>
            {view.statusInWords}
          </dd>
          {view.transferred && <TransferredNote transferred={view.transferred} />}
          {view.note && (
            <>
              <dt>{view.status === 'cancelled' ? 'Reason' : 'Reason given'}</dt>
              <dd>{view.note}</dd>
            </>
          )}
        </dl>
        <PriceLines
          lines={view.lines}
          total={view.total}
          totalLabel="Amount"
          totalText={view.total === 0 ? view.amount : undefined}
          totalTestId="delegate-amount"
        />
        {view.seats && <SeatHold seats={view.seats} />}
        <NextStep view={view} />
      </section>
      <WaitingList
        owner={{ id: view.id, token: view.token }}
        items={view.waitlist}
        done={waitlist?.done ?? null}
        reply={waitlist?.reply}
      />
      {view.feedback && (
        <FeedbackForm
          owner={{ id: view.id, token: view.token }}
          questions={view.feedback.questions}
          skippable={view.feedback.skippable}
          reply={feedbackReply}
        />
      )}
      {view.ticket && <Ticket ticket={view.ticket} workshops={view.workshops} />}
      {view.payTo && <PayByTransfer payTo={view.payTo} />}
      {view.proofForm && (
        <section aria-labelledby="proof-heading">
          <h2 id="proof-heading" className={styles.lead}>
            {view.next === 'proof' ? 'Upload your payment proof' : 'Paid offline? Upload your payment proof'}
          </h2>
          <PaymentDetailsForm owner={{ id: view.id, token: view.token }} reply={proofReply} />
        </section>
      )}
      {view.transfer && (
        <TransferForm
          owner={{ id: view.id, token: view.token }}
          offer={view.transfer}
          reply={transferReply}
        />
      )}
    </>
  )
}

function NextStep({ view }: { view: DelegateView }) {
  return (
    <div className={styles.actions}>
      {view.checkoutPath && (
        <ButtonLink href={view.checkoutPath} variant="cta">
          {view.next === 'retry' ? 'Retry payment' : 'Pay now'}
        </ButtonLink>
      )}
      {view.receiptPath && (
        <a href={view.receiptPath} className={styles.link} data-testid="receipt-link">
          {view.taxDocuments.invoiceNumber
            ? `Download your tax invoice ${view.taxDocuments.invoiceNumber} (PDF)`
            : 'Download your receipt (PDF)'}
        </a>
      )}
      {view.taxDocuments.creditNotes.map((c) => (
        <a key={c.path} href={c.path} className={styles.link} data-testid="credit-note-link">
          Download credit note {c.number} (PDF)
        </a>
      ))}
      {view.cme ? (
        <CmeCertificate
          cme={view.cme}
          path={view.certificatePath}
          className={{ link: styles.link, muted: styles.muted }}
          waiting={view.feedback ? FEEDBACK_WAITING : undefined}
        />
      ) : view.feedback ? (
        <p className={styles.muted} data-testid="certificate-waiting">
          {FEEDBACK_WAITING}
        </p>
      ) : (
        view.certificatePath && (
          <a href={view.certificatePath} className={styles.link} data-testid="certificate-link">
            Download your certificate of attendance (PDF)
          </a>
        )
      )}
      {view.next === 'wait' && <p className={styles.muted}>Nothing to do now: we will e-mail you.</p>}
      {view.next === 'nothing' && !view.receiptPath && <p className={styles.muted}>Nothing to do.</p>}
    </div>
  )
}

const INVOICE_KEPT = {
  b2c: 'The tax invoice stays in the name of the colleague who paid for it.',
  b2b: 'The tax invoice stays addressed to the institution billed.',
} as const

/** A registration received by transfer: when, and whose name its tax invoice keeps. */
function TransferredNote({ transferred }: { transferred: NonNullable<DelegateView['transferred']> }) {
  return (
    <>
      <dt>Transferred to you</dt>
      <dd data-testid="transferred-note">
        On {formatIndianDateTime(transferred.on)}.{' '}
        {transferred.invoice ? INVOICE_KEPT[transferred.invoice] : ''}
      </dd>
    </>
  )
}

/** An unpaid registration's workshop seats: held until a time, or back on sale since then. */
function SeatHold({ seats }: { seats: NonNullable<DelegateView['seats']> }) {
  const when = `${formatIndianDateTime(seats.until)} (India time)`
  return (
    <p className={styles.muted} data-testid="seat-hold">
      {seats.held
        ? `Your workshop seats are held for you until ${when}. Unpaid by then, they go back on sale.`
        : `Your workshop seats went back on sale at ${when}, as the registration was not paid. Pay now to take them again: if a workshop has filled up, you are told before paying and can continue without it.`}
    </p>
  )
}

function Ticket({ ticket, workshops }: { ticket: NonNullable<DelegateView['ticket']>; workshops: string[] }) {
  return (
    <section className={styles.card} aria-labelledby="ticket-heading" data-testid="e-ticket">
      <h2 id="ticket-heading" className={styles.lead}>
        Your e-ticket
      </h2>
      <p className={styles.muted}>Show this QR code at the registration desk (on your phone or printed).</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URI, nothing to optimise */}
      <img src={ticket.qrSrc} alt={`QR code of ticket ${ticket.code}`} width={240} height={240} />
      <p>
        <code data-testid="ticket-code">{ticket.code}</code>
      </p>
      {workshops.length > 0 && <p data-testid="ticket-workshops">Workshops: {workshops.join(', ')}</p>}
    </section>
  )
}
