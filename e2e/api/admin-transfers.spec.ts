// Payments outside the gateway through the API: the association's account for transfers (a
// session to read it, an administrator to change it, each field checked as banks and UPI write it,
// the change audited, what was saved read back; the demo's account put back), and the bank
// statement's import refusing what is not a statement and reading the bank's XLS download.
import { DEMO_PAYEE } from '../../prisma/demo-payee'
import { bearer, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { register, uniqueDelegate } from '../support/registration'

const API = '/adminpanel/payee/'
// The seed's account, as the API writes it.
const DEMO = {
  upi_id: DEMO_PAYEE.upiId,
  payee_name: DEMO_PAYEE.payeeName,
  bank_name: DEMO_PAYEE.bankName,
  account_number: DEMO_PAYEE.accountNumber,
  ifsc: DEMO_PAYEE.ifsc,
}

let token: string
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  token = await signIn(request)
  await request.dispose()
})

test('reading and saving need an administrator', async ({ request }) => {
  expect((await request.get(API)).status()).toBe(401)
  expect((await request.put(API, { data: DEMO })).status()).toBe(401)
})

test('malformed fields are refused with field errors, nothing saved', async ({ request }) => {
  const res = await request.put(API, {
    headers: bearer(token),
    data: { ...DEMO, upi_id: 'not a upi id', account_number: '12ab', ifsc: 'SBIN1001234' },
  })
  expect(res.status()).toBe(400)
  const body = await res.json()
  expect(body.fields).toEqual({
    upi_id: ['UPI ID: a handle and the bank, e.g. iapup@sbi.'],
    account_number: ['Account number: 9 to 18 digits.'],
    ifsc: ['IFSC: 11 characters, e.g. SBIN0001234.'],
  })
  const send = (body: string) =>
    request.put(API, { headers: { ...bearer(token), 'Content-Type': 'application/json' }, data: body })
  for (const bad of ['[]', '{"upi_id": 42}', '{"upi_id": "x@y", "payee_name": ' + '"a"'.repeat(2) + '}'])
    expect((await send(bad)).status(), bad).toBe(400)
  expect((await send(JSON.stringify({ upi_id: 'x'.repeat(70_000) }))).status()).toBe(413)
  expect(await (await request.get(API, { headers: bearer(token) })).json()).toEqual(DEMO)
})

test('a saved account is read back and audited; the IFSC is kept in capitals', async ({
  request,
  server,
}) => {
  const changed = { ...DEMO, upi_id: 'iapup.api@demo', ifsc: 'demo0000002' }
  try {
    const res = await request.put(API, { headers: bearer(token), data: changed })
    expect(res.status(), await res.text()).toBe(200)
    expect(await res.json()).toEqual({ ...changed, ifsc: 'DEMO0000002' })
    expect(await (await request.get(API, { headers: bearer(token) })).json()).toEqual({
      ...changed,
      ifsc: 'DEMO0000002',
    })
    const [audit] = await sql<{ entity_id: string; detail: { upi_id: string } }>(
      server,
      `SELECT entity_id, detail FROM audit_logs WHERE action = 'payee.account' ORDER BY id DESC LIMIT 1`,
    )
    expect([audit.entity_id, audit.detail.upi_id]).toEqual(['association', 'iapup.api@demo'])
  } finally {
    expect((await request.put(API, { headers: bearer(token), data: DEMO })).status()).toBe(200)
  }
})

test('a statement import needs an administrator and a CSV statement', async ({ request }) => {
  const STATEMENTS = '/adminpanel/statements/'
  const csv = (text: string) => ({
    file: { name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(text) },
  })
  expect((await request.post(STATEMENTS, { multipart: csv('Date,Credit\n') })).status()).toBe(401)
  expect((await request.get(STATEMENTS)).status()).toBe(401)
  const auth = bearer(token)
  const notOne = await request.post(STATEMENTS, {
    headers: auth,
    multipart: csv('name,email\nAsha,a@example.org\n'),
  })
  expect(notOne.status()).toBe(400)
  expect((await notOne.json()).error).toMatch(/does not look like a bank statement/)
  const none = await request.post(STATEMENTS, { headers: auth, multipart: { note: 'no file' } })
  expect([none.status(), (await none.json()).fields]).toEqual([
    400,
    { file: ['Choose the statement file (CSV, XLS or XLSX).'] },
  ])
  expect((await request.post(STATEMENTS, { headers: auth, data: { file: 'x' } })).status()).toBe(415)
  const big = await request.post(STATEMENTS, {
    headers: auth,
    multipart: csv(`Date,Credit\n${'01/11/2026,1.00\n'.repeat(400_000)}`),
  })
  expect(big.status()).toBe(413)
  // An empty statement (a header, no credits): nothing to do.
  const empty = await request.post(STATEMENTS, {
    headers: auth,
    multipart: csv('Txn Date,Description,Credit\n'),
  })
  expect([empty.status(), await empty.json()]).toEqual([
    200,
    { verified: [], proposed: [], unmatched: [], repeated: 0 },
  ])
  expect(Array.isArray(await (await request.get(STATEMENTS, { headers: auth })).json())).toBe(true)
})

test('a statement downloaded as XLS confirms the registration a credit pays; a broken one is refused', async ({
  request,
  server,
}) => {
  const STATEMENTS = '/adminpanel/statements/'
  const reg = await register(request, uniqueDelegate('statement-xls'))
  const XLSX = await import('@e965/xlsx')
  const book = XLSX.utils.book_new()
  const today = new Date()
  const rows = [
    ['Txn Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    [
      today,
      `UPI/CR/6330${Date.now() % 1e8}/ASHA VERMA/${reg.registration_number}`,
      'UTR1',
      '',
      reg.amount,
      99999,
    ],
  ]
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Statement')
  const xls = (buffer: Buffer) => ({
    file: { name: 'statement.xls', mimeType: 'application/vnd.ms-excel', buffer },
  })
  const res = await request.post(STATEMENTS, {
    headers: bearer(token),
    multipart: xls(XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer),
  })
  expect(res.status(), await res.text()).toBe(200)
  const result = await res.json()
  expect(result.verified.map((c: { registration: { number: string } }) => c.registration.number)).toEqual([
    reg.registration_number,
  ])
  const [row] = await sql(server, 'SELECT status FROM participants WHERE id = $1', [reg.id])
  expect(row.status).toBe('proof_verified')
  const broken = await request.post(STATEMENTS, {
    headers: bearer(token),
    multipart: xls(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 1, 2, 3])),
  })
  expect([broken.status(), (await broken.json()).error]).toEqual([
    400,
    'This spreadsheet could not be read. Save it from the bank’s site again, or export the statement as CSV.',
  ])
})
