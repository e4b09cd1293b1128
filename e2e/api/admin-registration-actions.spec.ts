// The organisers' actions on a registration over the API (bearer session), against the sandbox
// gateway and the site's SMTP sink: verify, reject, refund (partial, rest, full), cancel and
// resend, with the state, the money, the mails and the audit trail each leaves behind.
import { todayInIndia } from '../../lib/dates'
import { bearer, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { readMails, waitForMail } from '../support/mail'
import { register, uniqueDelegate } from '../support/registration'
import {
  act,
  auditOf,
  offlineProofRegistration,
  paidRegistration,
  registrationRow,
  submitProof,
} from '../support/review'

// Signed in from a context of its own: the specs' `request` carries no session cookie, only the
// bearer token where a test sends it.
let token: string
test.beforeAll(async ({ playwright }, info) => {
  const context = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  token = await signIn(context)
  await context.dispose()
})

const confirmations = (server: Parameters<typeof readMails>[0], email: string, regNo: string) =>
  readMails(server).filter(
    (m) => m.to.includes(email) && m.subject.includes(`registration ${regNo} confirmed`),
  )

test('verifying an offline payment confirms it once: paid_at set, confirmation mailed, audited', async ({
  request,
  server,
}) => {
  const { reg, email } = await offlineProofRegistration(request, 'verify', 'NEFTE2E778899')
  expect((await registrationRow(server, reg.id)).status).toBe('proof_submitted')

  // Two clicks at once: one verification, one refusal.
  const [a, b] = await Promise.all([
    act(request, token, reg.id, 'verify'),
    act(request, token, reg.id, 'verify'),
  ])
  const statuses = [a.status(), b.status()].sort()
  expect(statuses).toEqual([200, 409])
  const ok = a.status() === 200 ? a : b
  const refused = a.status() === 200 ? b : a
  expect(await ok.json()).toMatchObject({ ok: true, status: 'proof_verified' })
  expect((await refused.json()).detail).toBe(
    `Registration ${reg.registration_number} is Proof verified: only a submitted proof can be verified.`,
  )

  const row = await registrationRow(server, reg.id)
  expect(row.status).toBe('proof_verified')
  expect(row.paid_at).not.toBeNull()
  const mail = await waitForMail(email, {
    server,
    match: (m) => m.subject.includes(`registration ${reg.registration_number} confirmed`),
  })
  expect(mail.text).toContain('NEFTE2E778899')
  await new Promise((r) => setTimeout(r, 500))
  expect(confirmations(server, email, reg.registration_number)).toHaveLength(1)

  // Paid offline: the gateway cannot refund it.
  const refund = await act(request, token, reg.id, 'refund', {})
  expect(refund.status()).toBe(409)
  expect((await refund.json()).detail).toContain('no successful online payment')

  const audit = await auditOf(server, reg.id)
  expect(audit.map((e) => e.action)).toEqual(['registration.verify'])
  expect(audit[0]).toMatchObject({
    admin_email: 'admin@uppedicon.org',
    detail: { transactionId: 'NEFTE2E778899', offlinePayment: true },
  })
})

test('rejecting a proof needs a reason, e-mails it to the delegate and lets them send a new proof', async ({
  request,
  server,
}) => {
  const { reg, email } = await offlineProofRegistration(request, 'reject')
  for (const reason of [undefined, '  x ', 'y'.repeat(1001)]) {
    const bad = await act(request, token, reg.id, 'reject', { reason })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).fields.reason).toBeDefined()
  }
  const reason = '  The <b>amount</b> is not readable on the screenshot & the date is cut off.  '
  const res = await act(request, token, reg.id, 'reject', { reason })
  expect(res.status(), await res.text()).toBe(200)
  expect(await res.json()).toMatchObject({ ok: true, status: 'proof_rejected' })
  expect(await registrationRow(server, reg.id)).toMatchObject({
    status: 'proof_rejected',
    review_note: reason.trim(),
  })

  const mail = await waitForMail(email, { server, match: (m) => m.subject.includes('not accepted') })
  expect(mail.subject).toContain(reg.registration_number)
  expect(mail.text).toContain(reason.trim())
  // The new proof goes through the delegate's own page (its proof form), named by the link's secret.
  expect(mail.text).toContain(`/registration/${reg.id}?token=${reg.token}`)
  expect(mail.html).toContain(
    'The &lt;b&gt;amount&lt;/b&gt; is not readable on the screenshot &amp; the date',
  )
  expect(mail.html).not.toContain('<b>amount</b>')

  expect((await act(request, token, reg.id, 'reject', { reason: 'Again' })).status()).toBe(409)
  expect((await act(request, token, reg.id, 'verify')).status()).toBe(409)
  await submitProof(request, reg, { payment_option: 'neft_rtgs', transaction_id: 'NEFTSECOND1' })
  expect((await registrationRow(server, reg.id)).status).toBe('proof_submitted')

  const audit = await auditOf(server, reg.id)
  expect(audit.map((e) => e.action)).toEqual(['registration.reject'])
  expect(audit[0].detail).toMatchObject({ reason: reason.trim(), mailJob: expect.any(Number) })
})

test('a partial refund through the sandbox, then the rest: amounts checked, never more than paid', async ({
  request,
  server,
}) => {
  const { reg, merchantTxnNo } = await paidRegistration(request, 'refund-part')
  const part = await act(request, token, reg.id, 'refund', { amount: '1500.00' })
  expect(part.status(), await part.text()).toBe(200)
  const first = await part.json()
  expect(first).toMatchObject({
    ok: true,
    status: 'paid',
    refundedPaise: 150000,
    refunds: [{ amount: '1500.00', status: 'SUC' }],
  })
  expect(await registrationRow(server, reg.id)).toMatchObject({ status: 'paid', refunded_paise: 150000 })

  // The gateway saw a REFUND of exactly that amount against the sale, and a signed STATUS said SUC.
  const refundNo = first.refunds[0].merchantTxnNo
  const exchanges = await sql(
    server,
    'SELECT operation, request, response, hash_valid FROM gateway_exchanges WHERE merchant_txn_no = $1 ORDER BY id',
    [refundNo],
  )
  expect(exchanges.map((x) => x.operation)).toEqual(['refund', 'status'])
  expect(exchanges[0].request).toMatchObject({
    transactionType: 'REFUND',
    originalTxnNo: merchantTxnNo,
    amount: '1500.00',
  })
  expect(exchanges[0].response).toMatchObject({ responseCode: 'R1000' })
  expect(exchanges[1].response).toMatchObject({
    txnStatus: 'SUC',
    amount: '1500.00',
    merchantTxnNo: refundNo,
  })
  expect(exchanges[1].hash_valid).toBe(true)

  const over = await act(request, token, reg.id, 'refund', { amount: '5000.01' })
  expect(over.status()).toBe(422)
  expect((await over.json()).detail).toBe('The refund cannot exceed Rs. 5,000.00 (paid minus refunded).')
  expect((await act(request, token, reg.id, 'refund', { amount: '12abc' })).status()).toBe(400)
  expect((await act(request, token, reg.id, 'refund', { amount: '0.00' })).status()).toBe(400)

  // No amount: everything refundable.
  const rest = await act(request, token, reg.id, 'refund', {})
  expect(rest.status(), await rest.text()).toBe(200)
  expect(await rest.json()).toMatchObject({
    ok: true,
    status: 'refunded',
    refundedPaise: 650000,
    refunds: [{ amount: '5000.00', status: 'SUC' }],
  })
  expect(await registrationRow(server, reg.id)).toMatchObject({ status: 'refunded', refunded_paise: 650000 })
  expect((await act(request, token, reg.id, 'refund', {})).status()).toBe(409)
  expect((await act(request, token, reg.id, 'cancel', {})).status()).toBe(409)

  const refunds = await sql(
    server,
    "SELECT request->>'amount' AS amount FROM gateway_exchanges WHERE operation = 'refund' AND request->>'originalTxnNo' = $1 ORDER BY id",
    [merchantTxnNo],
  )
  expect(refunds.map((r) => r.amount)).toEqual(['1500.00', '5000.00'])
  const audit = await auditOf(server, reg.id)
  expect(audit.map((e) => [e.action, e.detail.amount, e.detail.status])).toEqual([
    ['registration.refund', '1500.00', 'SUC'],
    ['registration.refund', '5000.00', 'SUC'],
  ])
})

test('a full refund at once: two clicks refund once', async ({ request, server }) => {
  const { reg, merchantTxnNo } = await paidRegistration(request, 'refund-full', { category: 'PG_Student' })
  const [a, b] = await Promise.all([
    act(request, token, reg.id, 'refund', {}),
    act(request, token, reg.id, 'refund', {}),
  ])
  expect([a.status(), b.status()].sort()).toEqual([200, 409])
  const ok = a.status() === 200 ? a : b
  expect(await ok.json()).toMatchObject({
    status: 'refunded',
    refundedPaise: 450000,
    refunds: [{ amount: '4500.00', status: 'SUC' }],
  })
  expect(await registrationRow(server, reg.id)).toMatchObject({ status: 'refunded', refunded_paise: 450000 })
  const refunds = await sql(
    server,
    "SELECT request->>'amount' AS amount FROM gateway_exchanges WHERE operation = 'refund' AND request->>'originalTxnNo' = $1",
    [merchantTxnNo],
  )
  expect(refunds.map((r) => r.amount)).toEqual(['4500.00'])
  expect((await auditOf(server, reg.id)).map((e) => e.action)).toEqual(['registration.refund'])
})

test('cancelling: any open state, once; money held is reported, not refunded', async ({
  request,
  server,
}) => {
  const pending = await register(request, uniqueDelegate('cancel'))
  const res = await act(request, token, pending.id, 'cancel', { reason: 'Duplicate registration' })
  expect(res.status(), await res.text()).toBe(200)
  expect(await res.json()).toMatchObject({
    ok: true,
    status: 'cancelled',
    message: 'Registration cancelled.',
  })
  expect(await registrationRow(server, pending.id)).toMatchObject({
    status: 'cancelled',
    review_note: 'Duplicate registration',
  })
  const again = await act(request, token, pending.id, 'cancel')
  expect(again.status()).toBe(409)
  expect((await again.json()).detail).toBe(
    `Registration ${pending.registration_number} is Cancelled: it cannot be cancelled.`,
  )

  const { reg } = await paidRegistration(request, 'cancel-paid')
  const paid = await act(request, token, reg.id, 'cancel')
  expect(await paid.json()).toMatchObject({
    status: 'cancelled',
    message: 'Registration cancelled. The Rs. 6,500.00 received has not been refunded.',
  })
  expect(await registrationRow(server, reg.id)).toMatchObject({ status: 'cancelled', refunded_paise: 0 })
  // The refund is still possible afterwards, and the detail offers it.
  const detail = await (
    await request.get(`/adminpanel/registrations/${reg.id}/`, { headers: bearer(token) })
  ).json()
  expect(detail).toMatchObject({
    status: 'cancelled',
    money: { heldPaise: 650000, refundablePaise: 650000 },
    actions: ['refund'],
  })

  expect((await auditOf(server, pending.id)).map((e) => [e.action, e.detail.from, e.detail.reason])).toEqual([
    ['registration.cancel', 'pending_payment', 'Duplicate registration'],
  ])
})

test('resending the confirmation: only for a confirmed registration, with the paying transaction', async ({
  request,
  server,
}) => {
  const { reg, email, txnID } = await paidRegistration(request, 'resend')
  await waitForMail(email, {
    server,
    match: (m) => m.subject.includes(`registration ${reg.registration_number} confirmed`),
  })
  const res = await act(request, token, reg.id, 'resend')
  expect(res.status(), await res.text()).toBe(200)
  expect(await res.json()).toMatchObject({
    ok: true,
    status: 'paid',
    message: `The confirmation e-mail to ${email} is queued to be sent again.`,
  })
  await expect.poll(() => confirmations(server, email, reg.registration_number).length).toBe(2)
  expect(confirmations(server, email, reg.registration_number)[1].text).toContain(txnID!)

  const pending = await register(request, uniqueDelegate('resend-pending'))
  const refused = await act(request, token, pending.id, 'resend')
  expect(refused.status()).toBe(409)
  expect((await refused.json()).detail).toContain('is Pending payment')
  expect((await auditOf(server, reg.id)).map((e) => [e.action, e.detail.transactionId])).toEqual([
    ['registration.resend', txnID],
  ])
  expect(await auditOf(server, pending.id)).toEqual([])
})

test('the actions need a session (401) from this site (403), a known registration and action, and good JSON', async ({
  request,
  server,
}) => {
  const reg = await register(request, uniqueDelegate('guard'))
  const anonymous = await request.post(`/adminpanel/registrations/${reg.id}/cancel/`, { data: {} })
  expect(anonymous.status()).toBe(401)
  expect(await anonymous.json()).toMatchObject({ error: expect.any(String), detail: expect.any(String) })
  expect(
    (
      await request.post(`/adminpanel/registrations/${reg.id}/cancel/`, {
        headers: { Authorization: 'Bearer not-a-token' },
      })
    ).status(),
  ).toBe(401)
  expect((await act(request, token, reg.id, 'cancel', {}, { Origin: 'https://evil.example' })).status()).toBe(
    403,
  )
  expect((await act(request, token, reg.id, 'cancel', {}, { 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(
    403,
  )
  expect((await act(request, token, 99999999, 'cancel')).status()).toBe(404)
  expect((await act(request, token, reg.id, 'approve')).status()).toBe(404)
  expect((await act(request, token, reg.id, 'constructor')).status()).toBe(404)
  const bad = await request.post(`/adminpanel/registrations/${reg.id}/cancel/`, {
    headers: { ...bearer(token), 'content-type': 'application/json' },
    data: '{not json',
  })
  expect(bad.status()).toBe(400)
  expect((await act(request, token, reg.id, 'refund-status')).status()).toBe(409)
  expect((await registrationRow(server, reg.id)).status).toBe('pending_payment')
  expect(await auditOf(server, reg.id)).toEqual([])
  // Same-origin browsers pass.
  const sameSite = await act(
    request,
    token,
    reg.id,
    'cancel',
    {},
    { Origin: new URL(test.info().project.use.baseURL!).origin },
  )
  expect(sameSite.status()).toBe(200)
})

test('the detail and the documents: proofs, attempts, verified exchanges; files only for admins, by exact key', async ({
  request,
}) => {
  const { reg, txnID } = await paidRegistration(request, 'detail')
  await submitProof(request, reg, { transaction_id: txnID! })
  expect((await request.get(`/adminpanel/registrations/${reg.id}/`)).status()).toBe(401)
  expect((await request.get('/adminpanel/registrations/abc/', { headers: bearer(token) })).status()).toBe(404)
  expect(
    (await request.get('/adminpanel/registrations/99999999/', { headers: bearer(token) })).status(),
  ).toBe(404)
  const res = await request.get(`/adminpanel/registrations/${reg.id}/`, { headers: bearer(token) })
  expect(res.status()).toBe(200)
  const d = await res.json()
  expect(d).toMatchObject({
    registrationNumber: reg.registration_number,
    status: 'proof_submitted',
    amountPaise: 650000,
    category: 'NonMember',
    designation: 'consultant',
    actions: ['verify', 'reject', 'refund', 'cancel'],
  })
  expect(d.paidAt).not.toBeNull()
  expect(d.proofs).toEqual([
    expect.objectContaining({ paymentOption: 'online', transactionId: txnID, transactionDate: '2025-10-01' }),
  ])
  expect(d.attempts).toEqual([
    expect.objectContaining({ kind: 'sale', txnStatus: 'SUC', amountPaise: 650000, gatewayTxnId: txnID }),
  ])
  expect(d.exchanges.map((x: { operation: string }) => x.operation)).toEqual(
    expect.arrayContaining(['initiateSale', 'advice', 'status']),
  )
  for (const x of d.exchanges) expect(x.hash, x.operation).toBe('verified')

  const file = d.proofs[0].file
  expect(file.url).toMatch(/^\/adminpanel\/files\/private\/proofs\/[A-Za-z0-9_-]{16}\.png$/)
  expect((await request.get(file.url)).status()).toBe(401)
  const inline = await request.get(file.url, { headers: bearer(token) })
  expect(inline.status()).toBe(200)
  expect(inline.headers()).toMatchObject({
    'content-type': 'image/png',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  })
  expect(inline.headers()['content-disposition']).toMatch(/^inline/)
  expect((await inline.body()).subarray(1, 4).toString()).toBe('PNG')
  const download = await request.get(`${file.url}?download=1`, { headers: bearer(token) })
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9_-]{16}\.png"$/)

  // A letter of participation sent as a PDF: served as one, whatever its name said.
  const withLop = await request.post('/uppedicon/participants/', {
    multipart: {
      ...uniqueDelegate('lop'),
      LoP: {
        name: 'letter.png',
        mimeType: 'image/png',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      },
    },
  })
  expect(withLop.status(), await withLop.text()).toBe(201)
  const lop = (
    await (
      await request.get(`/adminpanel/registrations/${(await withLop.json()).id}/`, { headers: bearer(token) })
    ).json()
  ).lop
  expect(lop).toMatchObject({
    kind: 'pdf',
    url: expect.stringMatching(/^\/adminpanel\/files\/private\/lop\/[A-Za-z0-9_-]{16}\.pdf$/),
  })
  const pdf = await request.get(lop.url, { headers: bearer(token) })
  expect(pdf.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'x-content-type-options': 'nosniff',
  })
  expect(pdf.headers()['content-disposition']).toMatch(/^inline/)

  for (const path of [
    '/adminpanel/files/private/proofs/..%2F..%2F..%2Fpackage.json',
    '/adminpanel/files/private/proofs/%2e%2e/%2e%2e/package.json',
    '/adminpanel/files/private/proofs/AAAAAAAAAAAAAAAA.png',
    '/adminpanel/files/members/x.webp',
    '/adminpanel/files/package.json',
  ]) {
    expect((await request.get(path, { headers: bearer(token) })).status(), path).toBe(404)
  }
})

test('a refund sent by bank transfer: bad input is a 4xx naming the field, then recorded once and settled', async ({
  request,
  server,
}) => {
  const { reg, email } = await offlineProofRegistration(request, 'api-transfer-refund', 'NEFTAPI55667')
  expect((await act(request, token, reg.id, 'verify')).status()).toBe(200)
  const refund = (body: object) => act(request, token, reg.id, 'refund-transfer', body)
  const ok = { amount: '1000.00', sent_on: todayInIndia(), reference: 'UTRAPI1234567890' }
  for (const [body, field] of [
    [{}, 'amount'],
    [{ ...ok, amount: '12abc' }, 'amount'],
    [{ ...ok, amount: '0' }, 'amount'],
    [{ ...ok, sent_on: '2099-01-01' }, 'sent_on'],
    [{ ...ok, sent_on: '2026-02-30' }, 'sent_on'],
    [{ ...ok, reference: 'ab' }, 'reference'],
    [{ ...ok, reference: 'UTR 123 <x>' }, 'reference'],
  ] as const) {
    const res = await refund(body)
    expect(res.status(), JSON.stringify(body)).toBe(400)
    expect(Object.keys((await res.json()).fields ?? {})).toContain(field)
  }
  const malformed = await request.post(`/adminpanel/registrations/${reg.id}/refund-transfer/`, {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: '{"amount":',
  })
  expect(malformed.status()).toBe(400)
  const over = await refund({ ...ok, amount: '6500.01' })
  expect(over.status()).toBe(422)
  expect((await over.json()).detail).toBe('The refund cannot exceed Rs. 6,500.00 (paid minus refunded).')
  expect((await act(request, token, 2_000_000_000, 'refund-transfer', ok)).status()).toBe(404)

  const done = await refund(ok)
  expect(done.status()).toBe(200)
  expect(await done.json()).toMatchObject({ ok: true, status: 'proof_verified', refundedPaise: 100000 })
  // The same transfer again is refused.
  expect((await refund({ ...ok, amount: '1.00' })).status()).toBe(409)
  expect(await registrationRow(server, reg.id)).toMatchObject({ refunded_paise: 100000 })
  const mail = await waitForMail(email, { server, match: (m) => m.subject.includes('refund') })
  expect(mail.text).toContain('bank reference (UTR) UTRAPI1234567890')

  // Paid online: refunded through the gateway, not recorded as a transfer.
  const online = await paidRegistration(request, 'api-transfer-refund-online')
  const refused = await act(request, token, online.reg.id, 'refund-transfer', ok)
  expect(refused.status()).toBe(409)
  expect((await refused.json()).detail).toContain('refund it through the gateway')
})
