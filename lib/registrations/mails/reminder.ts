// The reminder to pay an unpaid registration (../reminders.ts): the amount due line by line, the
// day its fee rises when that is worth telling, the link to pay (the checkout; after a rejected
// proof, the delegate's page, where a new proof goes), the delegate's page, and the link that
// stops the reminders; its headers offer the mail client's own one-click unsubscribe. A mail about sandbox money (`test`) says so in its subject and first line.
// A template: the registration and the facts in, the message out (sent by ./send-reminder.ts).
import 'server-only'
import { formatLongDate } from '@/lib/dates'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { TEST_MAIL_NOTICE, TEST_SUBJECT_PREFIX } from '@/lib/payments/schema'
import { summaryRows, type PriceBreakdown } from '@/lib/pricing'
import { PAYABLE } from '../lifecycle'
import { continueUrl, oneClickStopUrl, pageLinkParts, stopRemindersUrl } from './page-link'

export interface ReminderFacts {
  /** The amount due, line by line. */
  price: PriceBreakdown
  /** The last day of the registration's fee slab, when a dearer slab follows it; null otherwise. */
  feeRisesAfter: string | null
  /** The registration's slab ended already (it is priced again when paid): its last day. */
  slabEnded: string | null
  test: boolean
}

export const STOP_REMINDERS_LINE = 'To receive no more reminders about this registration, open this link:'

/** The paragraphs: what is due, until when, and how to pay. */
function paragraphs(p: Registration, site: string, f: ReminderFacts): string[] {
  const rejected = !PAYABLE.includes(p.status)
  return [
    ...(f.test ? [TEST_MAIL_NOTICE] : []),
    `Your registration ${p.registrationNumber} for ${site} is saved, but not paid yet.`,
    ...(rejected
      ? [
          'The organisers could not accept your payment proof: please send a new proof of payment from your registration page (link below).',
        ]
      : []),
    ...(f.feeRisesAfter
      ? [`The fee rises after ${formatLongDate(f.feeRisesAfter)}: pay by then and the amount below stands.`]
      : []),
    ...(f.slabEnded
      ? [
          `The ${p.feeSlab || 'earlier'} fee ended on ${formatLongDate(f.slabEnded)}: when you pay, your registration is priced at the fee of that day.`,
        ]
      : []),
  ]
}

/** The reminder; `site`: the edition's name. */
export function reminderMail(p: Registration, site: string, f: ReminderFacts): MailMessage {
  const text = paragraphs(p, site, f)
  const money = summaryRows(f.price, 'Amount to pay')
  const pay = PAYABLE.includes(p.status) ? continueUrl(p) : null
  const payLine =
    'Pay online, or by bank transfer or UPI and upload the proof, with this link (keep it private):'
  const page = pageLinkParts(p)
  const stop = stopRemindersUrl(p)
  const html = (s: string) => `<p>${escapeHtml(s)}</p>`
  return {
    to: p.email,
    oneClickStop: oneClickStopUrl(p),
    subject: `${f.test ? TEST_SUBJECT_PREFIX : ''}${site}: ${
      f.feeRisesAfter
        ? `registration ${p.registrationNumber}: pay before the fee rises`
        : `registration ${p.registrationNumber} is waiting for payment`
    }`,
    text: [
      `Dear ${p.name},`,
      '',
      ...text.flatMap((s) => [s, '']),
      ...money.map(([k, v]) => `${k}: ${v}`),
      '',
      ...(pay ? [payLine, pay, ''] : []),
      ...page.text,
      '',
      STOP_REMINDERS_LINE,
      stop,
    ].join('\n'),
    html: mailHtml(
      'Your registration is waiting for payment',
      html(`Dear ${p.name},`) +
        text.map(html).join('') +
        `<p>${money.map(([k, v]) => `${escapeHtml(k)}: <strong>${escapeHtml(v)}</strong>`).join('<br>')}</p>` +
        (pay
          ? `<p>${escapeHtml(payLine)}<br><a href="${escapeHtml(pay)}" style="color:#b91c1c;font-weight:bold">Pay for registration ${escapeHtml(p.registrationNumber)}</a></p>`
          : '') +
        page.html +
        `<p style="font-size:13px;color:#4b5563">${escapeHtml(STOP_REMINDERS_LINE)} <a href="${escapeHtml(stop)}" style="color:#4b5563">Stop these reminders</a></p>`,
      site,
    ),
  }
}
