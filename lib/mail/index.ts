// Outgoing mail through nodemailer to SMTP_URL (sender MAIL_FROM). Without SMTP_URL (the
// embedded, local mode) a message is written to the server log instead, so flows that mail a
// code or a confirmation still work on a developer's machine.
import nodemailer, { type Transporter } from 'nodemailer'
import { db } from '@/lib/db/client'
import { parseEnv } from '@/lib/env'

/** The conference's name without a year: for mails sent when no edition can be read. */
export const SITE_NAME = 'UP Pedicon'
/** The sender's address when MAIL_FROM is not set (its name: the current edition's). */
export const DEFAULT_SENDER_ADDRESS = 'no-reply@uppedicon.org'

/** The current edition's name ("UP Pedicon 2027"); SITE_NAME only when there is no edition or no
 * database, so no mail names a past edition as if it were current. */
export async function currentSiteName(): Promise<string> {
  try {
    const row = await db().currentEdition.findFirst({ select: { edition: { select: { name: true } } } })
    return row?.edition.name ?? SITE_NAME
  } catch {
    return SITE_NAME
  }
}
export const ASSOCIATION_NAME = 'Indian Academy of Pediatrics, Uttar Pradesh'

export interface MailMessage {
  to: string
  subject: string
  /** Plain-text body (always sent alongside the HTML). */
  text: string
  html: string
  /** `cid`: an inline image the HTML shows as `<img src="cid:…">`. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[]
  /** The Message-ID, `<…@…>`: an outbox mail's is its job's, the same at every attempt. */
  messageId?: string
  /**
   * An https address that stops mails like this one with a single POST (RFC 8058): sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so mail clients
   * offer their own unsubscribe button, which posts `List-Unsubscribe=One-Click` to it.
   */
  oneClickStop?: string
}

/** nodemailer's fields of a message: the one-click stop becomes its two headers (RFC 8058). */
function nodemailerFields({ oneClickStop, ...message }: MailMessage) {
  if (!oneClickStop) return message
  return {
    ...message,
    list: { unsubscribe: oneClickStop },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

let transport: { url: string; transporter: Transporter } | undefined

// Mails are sent by the outbox's jobs (lib/jobs), whose lease a heartbeat renews while they run: a
// silent server must still fail in reasonable time (nodemailer's own defaults wait up to 10
// minutes), so the mail is retried.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 }

function transporterFor(url: string): Transporter {
  if (transport?.url !== url)
    transport = { url, transporter: nodemailer.createTransport({ url, ...TIMEOUTS }) }
  return transport.transporter
}

/** Sends a message; throws when the SMTP server refuses it (callers decide what the user sees). */
export async function sendMail(message: MailMessage): Promise<void> {
  const cfg = parseEnv() // read per call: tests and operators may change SMTP_URL between runs
  if (!cfg.SMTP_URL) {
    console.log(
      [
        `[mail] (SMTP_URL not set: not sent) To: ${message.to}`,
        `[mail] Subject: ${message.subject}`,
        ...message.text.split('\n').map((l) => `[mail] ${l}`),
      ].join('\n'),
    )
    return
  }
  const from = cfg.MAIL_FROM ?? `${await currentSiteName()} <${DEFAULT_SENDER_ADDRESS}>`
  await transporterFor(cfg.SMTP_URL).sendMail({ from, ...nodemailerFields(message) })
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c])

/**
 * The branded HTML frame of every mail: heading, body (already-escaped HTML), footer. `site`: the
 * conference the mail is about (a registration's own edition, else the current one), named in the
 * header and the footer.
 */
export function mailHtml(heading: string, bodyHtml: string, site: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e5e7eb">
<tr><td style="background:#b91c1c;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(site)}</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#4b5563;font-size:12px">${ASSOCIATION_NAME} · ${escapeHtml(site)}</td></tr>
</table></td></tr></table></body></html>`
}
