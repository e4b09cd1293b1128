// Certificates hold when attacked. A cancelled or refunded registration's certificate is revoked:
// its verification page says so with the date and its PDF answers 410, so it cannot be shown as
// proof of attendance. Sixty parallel downloads of one certificate's PDF (once each 150 ms of CPU,
// slowing every public page) render it once: the client gets its limit's worth of the same stored
// bytes and 429 for the rest, and a later download is the stored file again.
import { CERTIFICATE_DOWNLOADS } from '../../lib/certificates/links'
import { formatIndianDate } from '../../lib/dates'
import { bearer, createAdmin, signIn } from '../support/admin'
import { checkIn, currentEdition, saveSettings } from '../support/certificates'
import { expect, test } from '../support/clients'
import { hasStoredFile, sql } from '../support/db'
import { register, uniqueDelegate } from '../support/registration'
import { act, paidRegistration } from '../support/review'
import type { ServerName } from '../support/servers'

type Api = Parameters<typeof register>[0]

/** Issues a certificate to a registration (checked in, in the database) and answers its code. */
async function certify(api: Api, token: string, server: ServerName, id: number): Promise<string> {
  const edition = await currentEdition(server)
  await saveSettings(api, token, edition)
  await checkIn(server, id)
  const issued = await api.post(`/adminpanel/certificates/issue/?edition=${edition}`, {
    headers: bearer(token),
    data: { ids: [id] },
  })
  expect(issued.status(), await issued.text()).toBe(200)
  const [row] = await sql<{ code: string }>(
    server,
    'SELECT code FROM certificates WHERE participant_id = $1',
    [id],
  )
  return row.code
}

test('cancelling or refunding revokes the certificate: the page says since when, the PDF is gone', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-revoke')
  const api = await client()
  const token = await signIn(api, admin)
  const free = await register(
    api,
    uniqueDelegate('sec-revoke', { category: 'seniorcitizen', name: 'Revoked Delegate' }),
  )
  const paid = (await paidRegistration(api, 'sec-refund', { name: 'Refunded Delegate' })).reg
  const codes = [await certify(api, token, server, free.id), await certify(api, token, server, paid.id)]
  for (const code of codes) {
    expect(await (await api.get(`/certificate/${code}`)).text()).toContain(
      'Genuine certificate of attendance',
    )
    expect((await api.get(`/certificate/${code}.pdf`)).status()).toBe(200)
  }
  expect((await act(api, token, free.id, 'cancel', { reason: 'Did not attend' })).status()).toBe(200)
  expect((await act(api, token, paid.id, 'refund', {})).status()).toBe(200)
  const [{ status }] = await sql<{ status: string }>(
    server,
    'SELECT status::text FROM participants WHERE id = $1',
    [paid.id],
  )
  expect(status).toBe('refunded')

  const today = formatIndianDate(new Date())
  for (const code of codes) {
    const page = await api.get(`/certificate/${code}`)
    const html = await page.text()
    expect(html).toContain('Revoked certificate')
    expect(html).toContain(`This certificate was revoked on ${today}.`)
    expect(html).not.toContain('Genuine certificate')
    const pdf = await api.get(`/certificate/${code}.pdf`)
    expect(pdf.status()).toBe(410)
    expect(pdf.headers()['content-type']).toContain('text/html')
    expect(await pdf.text()).toContain(`revoked on ${today}`)
  }
})

test('sixty parallel downloads of one certificate render it once and are limited per client', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-pdf-flood')
  const api = await client()
  const token = await signIn(api, admin)
  const reg = await register(
    api,
    uniqueDelegate('sec-pdf', { category: 'seniorcitizen', name: 'Flood Target' }),
  )
  const code = await certify(api, token, server, reg.id)

  const attacker = await client()
  const answers = await Promise.all(
    Array.from({ length: 60 }, () => attacker.get(`/certificate/${code}.pdf`)),
  )
  const served = answers.filter((a) => a.status() === 200)
  expect(served).toHaveLength(CERTIFICATE_DOWNLOADS.limit)
  expect(answers.filter((a) => a.status() === 429)).toHaveLength(60 - CERTIFICATE_DOWNLOADS.limit)
  // One render: every PDF carries the instant it was made, so two renders never give the same bytes.
  const bodies = await Promise.all(served.map((a) => a.body()))
  for (const body of bodies) expect(Buffer.compare(body, bodies[0])).toBe(0)
  expect(bodies[0].subarray(0, 5).toString()).toBe('%PDF-')
  const [{ pdf_key }] = await sql<{ pdf_key: string }>(
    server,
    'SELECT pdf_key FROM certificates WHERE code = $1',
    [code],
  )
  expect(pdf_key).toMatch(new RegExp(`^certificates/${code}-[\\w-]{16}\\.pdf$`))
  expect(await hasStoredFile(server, pdf_key)).toBe(true)
  // Later, from another client: the stored bytes again, not a new render.
  await new Promise((r) => setTimeout(r, 1100))
  const later = await (await client()).get(`/certificate/${code}.pdf`)
  expect(later.status()).toBe(200)
  expect(Buffer.compare(await later.body(), bodies[0])).toBe(0)
})
