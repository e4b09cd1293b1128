// The public answers of /certificate/<code>: a small HTML page that says who attended which
// edition with the CME hours (or, with status 404, that the code is unknown), and the PDF at
// /certificate/<code>.pdf. A plain document answered by the route itself, so an unknown code is a
// real 404 (a streamed page would have answered 200 before knowing).
import 'server-only'
import { formatIndianDate } from '@/lib/dates'
import { ASSOCIATION_NAME, escapeHtml } from '@/lib/mail'
import { certificatePdfByCode, verifyCertificate } from './records'
import { certificatePdfPath, formatHours, type VerifiedCertificate } from './schema'

export const UNKNOWN_CODE = 'This certificate code is unknown.'

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

function verifiedHtml(c: VerifiedCertificate): string {
  const rows: [string, string][] = [
    ['Name', c.name],
    ['Registration number', c.registrationNumber],
    ['Conference', c.edition],
    ['Dates', `${c.dates}, ${c.city}`],
    ...(c.cmeHours > 0 ? [['CME credit hours', formatHours(c.cmeHours)] as [string, string]] : []),
    ['Issued on', formatIndianDate(new Date(c.issuedAt))],
  ]
  const hours = c.cmeHours > 0 ? `, with ${formatHours(c.cmeHours)} CME credit hours` : ''
  return page(
    `Certificate ${c.code}`,
    `<h1>Genuine certificate of attendance</h1><p>${escapeHtml(`${c.name} attended ${c.edition}${hours}.`)}</p><dl>${rows
      .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
      .join('')}</dl><p><a href="${certificatePdfPath(c.code)}">Download the certificate (PDF)</a></p>`,
  )
}

const unknown = () =>
  new Response(
    page('Unknown certificate', `<h1>${UNKNOWN_CODE}</h1><p>Check the code printed under the QR code.</p>`),
    {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...HEADERS },
    },
  )

export async function verificationResponse(param: string): Promise<Response> {
  const pdf = param.endsWith('.pdf')
  const code = (pdf ? param.slice(0, -4) : param).toUpperCase()
  if (pdf) {
    const bytes = await certificatePdfByCode(code)
    if (!bytes) return unknown()
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="certificate-${code}.pdf"`,
        ...HEADERS,
      },
    })
  }
  const found = await verifyCertificate(code)
  if (!found) return unknown()
  return new Response(verifiedHtml(found), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...HEADERS },
  })
}
