// The mail that sends a group's contact the group's link: the group's number and institution, each
// delegate (name, registration number, category, amount), what is due in all, how to pay it (the
// association's UPI ID and bank account, the group's number to quote) and the link to the group's
// page. A mail about sandbox money (`test`) says so in its subject and first line. A template: the
// facts in, the message out (sent by ./send.ts).
import 'server-only'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { formatPaise } from '@/lib/money'
import type { PayTo } from '@/lib/payments/direct/pay-to'
import { TEST_MAIL_NOTICE, TEST_SUBJECT_PREFIX } from '@/lib/payments/schema'

export interface GroupMailFacts {
  /** The edition's name. */
  site: string
  to: string
  contactName: string
  groupNumber: string
  institution: string
  delegates: { name: string; number: string; category: string; amountPaise: number }[]
  /** What the delegates not yet paid for owe together. */
  duePaise: number
  /** Where to pay it (null: nothing due, the edition takes no money, or no account is set). */
  payTo: PayTo | null
  /** The group's page with its token. */
  link: string
  test: boolean
}

const amountOf = (paise: number) => (paise === 0 ? 'Free' : formatPaise(paise))

export const GROUP_LINK_LINE =
  "Your group's delegates, their states and what is still due are always on the group's page (keep this link private):"

/** How to pay, line by line ([] when there is nothing to pay here). */
function payLines(f: GroupMailFacts): string[] {
  const p = f.payTo
  if (!p) return []
  return [
    `Pay ${p.amount} in one payment by UPI or bank transfer, quoting the group's number ${p.reference}:`,
    ...(p.upi ? [`UPI ID: ${p.upi.id} (${p.upi.payee})`] : []),
    ...(p.bank
      ? [
          `Bank account: ${p.bank.payee}, ${p.bank.bank}, account ${p.bank.accountNumber}, IFSC ${p.bank.ifsc}`,
        ]
      : []),
    "Every delegate is confirmed once the bank's statement shows the payment.",
    "Or pay it online (card, UPI or net banking) from the group's page below: every delegate is confirmed at once.",
  ]
}

/** The opening paragraphs: the test notice, what was registered, and what is due. */
function opening(f: GroupMailFacts): string[] {
  const n = f.delegates.length
  return [
    ...(f.test ? [TEST_MAIL_NOTICE] : []),
    `${f.institution}'s group ${f.groupNumber} for ${f.site} is registered: ${n} ${n === 1 ? 'delegate' : 'delegates'}, each with a registration of their own.`,
  ]
}

const dueLine = (f: GroupMailFacts) =>
  f.duePaise ? `Total due: ${formatPaise(f.duePaise)}` : 'Nothing is due: every delegate is paid for.'

function html(f: GroupMailFacts): string {
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:left"'
  const rows = f.delegates
    .map(
      (d) =>
        `<tr><td ${cell}>${escapeHtml(d.name)}</td><td ${cell}>${escapeHtml(d.number)}</td><td ${cell}>${escapeHtml(d.category)}</td><td ${cell}>${escapeHtml(amountOf(d.amountPaise))}</td></tr>`,
    )
    .join('')
  const head = ['Delegate', 'Registration', 'Category', 'Amount'].map((h) => `<th ${cell}>${h}</th>`).join('')
  const [payHead, ...payRest] = payLines(f)
  return (
    p(`Dear ${f.contactName},`) +
    opening(f).map(p).join('') +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;margin:0 0 16px"><tr>${head}</tr>${rows}</table>` +
    `<p><strong>${escapeHtml(dueLine(f))}</strong></p>` +
    (payHead ? `<p>${escapeHtml(payHead)}<br>${payRest.map(escapeHtml).join('<br>')}</p>` : '') +
    `<p>${escapeHtml(GROUP_LINK_LINE)}<br><a href="${escapeHtml(f.link)}" style="color:#b91c1c;font-weight:bold">View group ${escapeHtml(f.groupNumber)}</a></p>`
  )
}

export function groupLinkMail(f: GroupMailFacts): MailMessage {
  const pay = payLines(f)
  return {
    to: f.to,
    subject: `${f.test ? TEST_SUBJECT_PREFIX : ''}${f.site}: group ${f.groupNumber} registered`,
    text: [
      `Dear ${f.contactName},`,
      '',
      ...opening(f).flatMap((s) => [s, '']),
      'Delegates:',
      ...f.delegates.map(
        (d, i) => `${i + 1}. ${d.name} · ${d.number} · ${d.category} · ${amountOf(d.amountPaise)}`,
      ),
      '',
      dueLine(f),
      '',
      ...(pay.length ? [...pay, ''] : []),
      GROUP_LINK_LINE,
      f.link,
    ].join('\n'),
    html: mailHtml(`Group ${f.groupNumber} is registered`, html(f), f.site),
  }
}
