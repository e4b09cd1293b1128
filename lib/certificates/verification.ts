// The public answers of /certificate/<code>: a small HTML page that says who attended which
// edition with the CME hours (or, with status 404, that the code is unknown; or that the
// certificate was revoked, and when), and the PDF at /certificate/<code>.pdf: the stored bytes
// (lib/certificates/stored-pdf.ts), 410 once revoked, 409 while the delegate owes the edition's
// feedback, so many a client per window. A plain document answered by the route itself, so an
// unknown code is a real 404 (a streamed page would have answered 200 before knowing).
import 'server-only'
import { clientIp } from '@/lib/audit/service'
import { cmeStanding } from '@/lib/cme/standing'
import { formatIndianDate } from '@/lib/dates'
import { FEEDBACK_FIRST, feedbackDue } from '@/lib/feedback/responses'
import { ASSOCIATION_NAME, escapeHtml } from '@/lib/mail'
import { addressKey, MINUTE, reserve, type RateRule } from '@/lib/rate-limit'
import { CERTIFICATE_DOWNLOADS, certificatePdfPath } from './links'
import { findCertificate, verifyCertificate } from './records'
import type { VerifiedCertificate } from './schema'
import { certificatePdf } from './stored-pdf'
import { formatHours } from './wording'

export const UNKNOWN_CODE = 'This certificate code is unknown.'

const DOWNLOADS_PER_CLIENT: RateRule = {
  name: 'certificate-pdf:client',
  limit: CERTIFICATE_DOWNLOADS.limit,
  windowMs: CERTIFICATE_DOWNLOADS.minutes * MINUTE,
  message: 'Too many certificate downloads. Please wait {wait} and try again.',
}

const HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'X-Content-Type-Options': 'nosniff',
}

const STYLE = `body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f9fafb;color:#111827}
main{max-width:36rem;margin:3rem auto;padding:2rem;background:#fff;border-top:6px solid #b91c1c;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{color:#4b5563}dd{margin:0;font-weight:600}a{color:#b91c1c}p.small{color:#4b5563;font-size:.9rem}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}<p class="small">${escapeHtml(ASSOCIATION_NAME)}</p></main></body></html>`
}

const table = (rows: [string, string][]) =>
  `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`

/** What a genuine certificate certifies: its heading, its sentence and its rows. */
function certifies(c: VerifiedCertificate): { heading: string; sentence: string; rows: [string, string][] } {
  const issued: [string, string] = ['Issued on', formatIndianDate(new Date(c.issuedAt))]
  const where: [string, string] = ['Dates', `${c.dates}, ${c.city}`]
  if (c.role)
    return {
      heading: `Genuine certificate: ${c.role.label.toLowerCase()}`,
      sentence: c.role.sentence,
      rows: [
        ['Name', c.name],
        ['Role', c.role.label],
        ...(c.role.talk ? [['Talk', c.role.talk] as [string, string]] : []),
        ['Session', c.role.session],
        ...(c.role.award ? [['Award', c.role.award] as [string, string]] : []),
        ['Conference', c.edition],
        where,
        issued,
      ],
    }
  const hours = c.cmeHours > 0 ? `, with ${formatHours(c.cmeHours)} CME credit hours` : ''
  return {
    heading: 'Genuine certificate of attendance',
    sentence: `${c.name} attended ${c.edition}${hours}.`,
    rows: [
      ['Name', c.name],
      ['Registration number', c.registrationNumber ?? ''],
      ['Conference', c.edition],
      where,
      ...(c.cmeHours > 0 ? [['CME credit hours', formatHours(c.cmeHours)] as [string, string]] : []),
      issued,
    ],
  }
}

function verifiedHtml(c: VerifiedCertificate): string {
  const { heading, sentence, rows } = certifies(c)
  return page(
    `Certificate ${c.code}`,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(sentence)}</p>${table(rows)}<p><a href="${certificatePdfPath(c.code)}">Download the certificate (PDF)</a></p>`,
  )
}

/** "This certificate was revoked on 25 November 2026." */
export const revokedOn = (revokedAt: string) =>
  `This certificate was revoked on ${formatIndianDate(new Date(revokedAt))}.`

function revokedHtml(c: VerifiedCertificate & { revokedAt: string }): string {
  const why = c.role
    ? `The programme of ${c.edition} no longer has ${c.name} as ${c.role.label.toLowerCase()} of ${c.role.talk ? `“${c.role.talk}”` : `the session “${c.role.session}”`}, so it no longer certifies that role.`
    : `The registration of ${c.name} (${c.registrationNumber}) for ${c.edition} was cancelled or refunded, so it no longer certifies attendance.`
  return page(
    `Certificate ${c.code}: revoked`,
    `<h1>Revoked certificate</h1><p>${escapeHtml(revokedOn(c.revokedAt))} ${escapeHtml(why)}</p>`,
  )
}

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...HEADERS } })

const unknown = () =>
  html(
    page('Unknown certificate', `<h1>${UNKNOWN_CODE}</h1><p>Check the code printed under the QR code.</p>`),
    404,
  )

async function pdfResponse(code: string, request: Request): Promise<Response> {
  await reserve([{ rule: DOWNLOADS_PER_CLIENT, key: addressKey(clientIp(request)) }])
  const found = await findCertificate(code)
  if (found?.revokedAt) {
    const verified = (await verifyCertificate(code))!
    return html(revokedHtml({ ...verified, revokedAt: found.revokedAt.toISOString() }), 410)
  }
  // Under CME settings: not before the release, and only for the attendance the rule asks (a
  // programme role's certificate is not one of attendance).
  const delegate = found?.registrationId ?? null
  const standing = found && delegate !== null ? await cmeStanding(found.editionId, delegate) : null
  if (standing?.refusal)
    return html(
      page(
        'Certificate not available',
        `<h1>Certificate not available</h1><p>${escapeHtml(standing.refusal.message)}</p>`,
      ),
      standing.refusal.code === 'conflict' ? 409 : 422,
    )
  // The edition's feedback form comes first, where it has one (lib/feedback/responses.ts).
  if (found && delegate !== null && (await feedbackDue(found.editionId, delegate)))
    return html(
      page('Certificate not available', `<h1>Feedback first</h1><p>${escapeHtml(FEEDBACK_FIRST)}</p>`),
      409,
    )
  const got = found && (await certificatePdf(found))
  if (!got) return unknown()
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="certificate-${code}.pdf"`,
    ...HEADERS,
  }
  return got.stored
    ? new Response(got.stored.body, { headers: { ...headers, 'Content-Length': String(got.stored.size) } })
    : new Response(new Uint8Array(got.rendered), { headers })
}

export async function verificationResponse(param: string, request: Request): Promise<Response> {
  const pdf = param.endsWith('.pdf')
  const code = (pdf ? param.slice(0, -4) : param).toUpperCase()
  if (pdf) return pdfResponse(code, request)
  const found = await verifyCertificate(code)
  if (!found) return unknown()
  return html(found.revokedAt ? revokedHtml({ ...found, revokedAt: found.revokedAt }) : verifiedHtml(found))
}
