// The delegate's mails about a change of their registration's state that is not a confirmation
// or a rejected proof (lib/registrations/mails.ts): proof received, proof verified, refund
// started and completed, registration cancelled. One template each, rendered to plain text and
// HTML by one function, always with the link to the delegate's own page. Outbox jobs (lib/jobs),
// queued by the domain write that changes the state; built at sending time from the registration.
import 'server-only'
import type { Write } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import type { Participant } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, sendMail, type MailMessage } from '@/lib/mail'
import { formatPaise } from '@/lib/money'
import { pageLinkParts } from './continue-mail'
import { findParticipant } from './register'

export const STATE_MAIL_KINDS = [
  'mail.proof-received',
  'mail.proof-verified',
  'mail.refund-started',
  'mail.refund-completed',
  'mail.cancelled',
] as const
export type StateMailKind = (typeof STATE_MAIL_KINDS)[number]

/** What a template may say besides the registration: the refund's amount, the cancellation's reason. */
export interface StateMailFacts {
  amountPaise?: number
  reason?: string | null
}

interface Template {
  subject: string
  heading: string
  /** Paragraphs of plain text (escaped for the HTML part). */
  paragraphs: string[]
}

const TEMPLATES: Record<StateMailKind, (p: Participant, f: StateMailFacts) => Template> = {
  'mail.proof-received': (p) => ({
    subject: `payment proof for registration ${p.registrationNumber} received`,
    heading: 'We have received your payment proof',
    paragraphs: [
      `Thank you: the payment proof for your registration ${p.registrationNumber} has reached the organisers.`,
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
    paragraphs: [
      `A refund of ${formatPaise(f.amountPaise ?? 0)} for your registration ${p.registrationNumber} has been sent to the bank.`,
      'The bank has not confirmed it yet; we will e-mail you again when it is completed. It usually reaches your account within 5 to 7 working days.',
    ],
  }),
  'mail.refund-completed': (p, f) => ({
    subject: `refund for registration ${p.registrationNumber} completed`,
    heading: 'Your refund is completed',
    paragraphs: [
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
}

export function stateMail(
  kind: StateMailKind,
  p: Participant,
  site: string,
  facts: StateMailFacts = {},
): MailMessage {
  const t = TEMPLATES[kind](p, facts)
  const link = pageLinkParts(p.id)
  const html = (s: string) => `<p>${escapeHtml(s).replace(/\r?\n/g, '<br>')}</p>`
  return {
    to: p.email,
    subject: `${site}: ${t.subject}`,
    text: [`Dear ${p.name},`, '', ...t.paragraphs.flatMap((s) => [s, '']), ...link.text].join('\n'),
    html: mailHtml(t.heading, html(`Dear ${p.name},`) + t.paragraphs.map(html).join('') + link.html, site),
  }
}

/** Sends one of these mails (its job); throws when the SMTP server refuses it. */
export async function sendStateMail(
  kind: StateMailKind,
  payload: { participantId: number } & StateMailFacts,
  messageId?: string,
): Promise<void> {
  const p = await findParticipant(payload.participantId)
  if (!p) throw new Error(`registration ${payload.participantId} no longer exists`)
  await sendMail({ ...stateMail(kind, p, (await findEdition(p.editionId)).name, payload), messageId })
}

/** Queues the mail in the write that changes the state; `occasion` makes it once per change. */
export function queueStateMail(
  w: Write,
  kind: StateMailKind,
  p: Participant,
  occasion: string | number,
  facts: StateMailFacts = {},
): Promise<number> {
  return w.enqueue(
    kind,
    { participantId: p.id, to: p.email, ...facts },
    { key: `registration:${p.id}:${kind}:${occasion}`, entity: 'registration', entityId: p.id },
  )
}
