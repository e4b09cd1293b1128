// The delegate's mails about a change of their registration's state that is not a confirmation
// or a rejected proof (./confirmation.ts, ./rejection.ts): proof received, proof verified, refund
// started and completed, registration cancelled, a payment left unfinished, and a registration
// saved that waits for payment (with the link to pay, which it had no mail of before). One template
// each, rendered to plain text and HTML by one function, always with the link to the delegate's
// own page: the registration and the facts in, the message out. A mail about sandbox money
// (`test`) says so in its subject and first line, and never that a bank did anything.
import 'server-only'
import { formatLongDate } from '@/lib/dates'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { formatPaise } from '@/lib/money'
import { TEST_MAIL_NOTICE, TEST_SUBJECT_PREFIX } from '@/lib/payments/schema'
import { pageLinkParts } from './page-link'

export const STATE_MAIL_KINDS = [
  'mail.proof-received',
  'mail.proof-verified',
  'mail.refund-started',
  'mail.refund-completed',
  'mail.cancelled',
  'mail.payment-pending',
  'mail.registration-saved',
] as const
export type StateMailKind = (typeof STATE_MAIL_KINDS)[number]

/** What a template may say besides the registration: the refund's amount, the cancellation's reason. */
export interface StateMailFacts {
  amountPaise?: number
  reason?: string | null
  /** Workshops dropped when a proof came: full after the registration's seat hold ended. */
  released?: string[]
  /** The money is the sandbox gateway's: no bank, no real money. */
  test?: boolean
  /** A refund the organisers sent by bank transfer: the bank's reference (UTR) and the day sent (YYYY-MM-DD). */
  bankReference?: string
  sentOn?: string
}

interface Template {
  subject: string
  heading: string
  /** Paragraphs of plain text (escaped for the HTML part). */
  paragraphs: string[]
}

const TEMPLATES: Record<StateMailKind, (p: Registration, f: StateMailFacts) => Template> = {
  'mail.proof-received': (p, f) => ({
    subject: `payment proof for registration ${p.registrationNumber} received`,
    heading: 'We have received your payment proof',
    paragraphs: [
      `Thank you: the payment proof for your registration ${p.registrationNumber} has reached the organisers.`,
      ...(f.released?.length
        ? [
            `${f.released.join(', ')} filled up after your seat hold ended, before your proof arrived: your registration continues without it and now costs ${formatPaise(p.amountPaise)}. If your payment included its fee, the organisers will refund the difference when they verify your payment.`,
          ]
        : []),
      'They will check it against the payment and e-mail you when it is verified. You need not do anything meanwhile.',
    ],
  }),
  'mail.proof-verified': (p) => ({
    subject: `payment proof for registration ${p.registrationNumber} verified`,
    heading: 'Your payment proof is verified',
    paragraphs: [
      `The organisers have verified the payment proof of your registration ${p.registrationNumber}.`,
      'Your registration is complete. Please bring your registration number to the registration desk.',
    ],
  }),
  'mail.refund-started': (p, f) => ({
    subject: `refund for registration ${p.registrationNumber} started`,
    heading: 'Your refund has started',
    paragraphs: f.test
      ? [
          `A test refund of ${formatPaise(f.amountPaise ?? 0)} for your registration ${p.registrationNumber} has been sent to the sandbox gateway.`,
          'No money moves in test mode: nothing will reach your account. We will e-mail you again when the sandbox has completed it.',
        ]
      : [
          `A refund of ${formatPaise(f.amountPaise ?? 0)} for your registration ${p.registrationNumber} has been sent to the bank.`,
          'The bank has not confirmed it yet; we will e-mail you again when it is completed. It usually reaches your account within 5 to 7 working days.',
        ],
  }),
  'mail.refund-completed': (p, f) => ({
    subject: `refund for registration ${p.registrationNumber} completed`,
    heading: 'Your refund is completed',
    paragraphs: f.bankReference
      ? [
          `The organisers have refunded ${formatPaise(f.amountPaise ?? 0)} for your registration ${p.registrationNumber} by bank transfer${f.sentOn ? ` on ${formatLongDate(f.sentOn)}` : ''}, bank reference (UTR) ${f.bankReference}.`,
          'It goes back to the account your payment came from; if it has not reached you within a few working days, write to the organisers quoting this reference.',
          `Refunded in all: ${formatPaise(p.refundedPaise)}.`,
        ]
      : f.test
        ? [
            `A test refund of ${formatPaise(f.amountPaise ?? 0)} for your registration ${p.registrationNumber} is completed in the sandbox gateway: no bank took part and no money moved.`,
            `Refunded in all (test): ${formatPaise(p.refundedPaise)}.`,
          ]
        : [
            `A refund of ${formatPaise(f.amountPaise ?? 0)} for your registration ${p.registrationNumber} is completed: the bank has confirmed it.`,
            `Refunded in all: ${formatPaise(p.refundedPaise)}.`,
          ],
  }),
  'mail.cancelled': (p, f) => ({
    subject: `registration ${p.registrationNumber} cancelled`,
    heading: 'Your registration is cancelled',
    paragraphs: [
      `The organisers have cancelled your registration ${p.registrationNumber}.`,
      ...(f.reason ? [`Reason: ${f.reason}`] : []),
      'If you have questions, write to the organisers through the contact page of the site.',
    ],
  }),
  'mail.payment-pending': (p) => ({
    subject: `registration ${p.registrationNumber}: your payment is not complete`,
    heading: 'Your payment is not complete',
    paragraphs: [
      `Your registration ${p.registrationNumber} is saved, but its payment of ${formatPaise(p.amountPaise)} has not reached us: the bank's page was closed before paying, or the bank has not confirmed the payment yet.`,
      'If money was debited from your account, do not pay again: the payment is confirmed with the bank automatically and you will receive a confirmation e-mail.',
      'Otherwise you can come back and pay at any time while registration is open: open your registration page with the link below and press "Pay now".',
    ],
  }),
  'mail.registration-saved': (p) => ({
    subject: `registration ${p.registrationNumber} saved: payment due`,
    heading: 'Your registration is saved',
    paragraphs: [
      `Thank you for registering. Your registration ${p.registrationNumber} is saved; it is complete once its fee of ${formatPaise(p.amountPaise)} is paid.`,
      'Pay online, or pay by bank transfer or UPI and upload the proof of payment, from your registration page: open it with the link below at any time while registration is open. If you have just paid online, you need not do anything: the confirmation e-mail follows.',
    ],
  }),
}

export function stateMail(
  kind: StateMailKind,
  p: Registration,
  site: string,
  facts: StateMailFacts = {},
): MailMessage {
  const t = TEMPLATES[kind](p, facts)
  const link = pageLinkParts(p)
  const html = (s: string) => `<p>${escapeHtml(s).replace(/\r?\n/g, '<br>')}</p>`
  const paragraphs = [...(facts.test ? [TEST_MAIL_NOTICE] : []), ...t.paragraphs]
  return {
    to: p.email,
    subject: `${facts.test ? TEST_SUBJECT_PREFIX : ''}${site}: ${t.subject}`,
    text: [`Dear ${p.name},`, '', ...paragraphs.flatMap((s) => [s, '']), ...link.text].join('\n'),
    html: mailHtml(t.heading, html(`Dear ${p.name},`) + paragraphs.map(html).join('') + link.html, site),
  }
}
