// POST /uppedicon/participants/ and /uppedicon/paymentdetails/: the server's own checks of every
// field, the amount it computes, and the uploads it refuses; GET /uppedicon/participants/<id>/pay-to/
// (the checkout's direct transfer) for the registration's token only.
import { sql } from '../support/db'
import { expect, randomAddress, test } from '../support/fixtures'
import { advice, initiate, payerChooses, register, uniqueDelegate } from '../support/registration'

const PDF = {
  name: 'lop.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
}
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

test.describe('registration API', () => {
  test('answers where to pay by transfer to the registration’s token only, never cached', async ({
    request,
  }) => {
    const reg = await register(request, uniqueDelegate('pay-to-api'))
    const path = `/uppedicon/participants/${reg.id}/pay-to/`
    const read = await request.get(path, { headers: { 'X-Registration-Token': reg.token } })
    expect(read.status()).toBe(200)
    expect(read.headers()['cache-control']).toMatch(/private|no-store/)
    const { pay_to: payTo } = await read.json()
    expect(payTo).toMatchObject({ reference: reg.registration_number })
    expect(payTo.upi.uri).toContain(`am=${reg.amount.toFixed(2)}`)
    // Another token of the same length: its first character changed (to one it is not already).
    const wrong = (reg.token[0] === 'x' ? 'y' : 'x') + reg.token.slice(1)
    for (const headers of [{}, { 'X-Registration-Token': wrong }] as Record<string, string>[]) {
      const refused = await request.get(path, { headers })
      expect(refused.status()).toBe(403)
      expect((await refused.json()).code).toBe('forbidden')
    }
    expect((await request.get('/uppedicon/participants/abc/pay-to/')).status()).toBe(404)
  })

  test('computes the amount from the category and ignores a tampered one', async ({ request, server }) => {
    const reg = await register(
      request,
      uniqueDelegate('tamper', { category: 'corporate_regis', amount: '1' }),
    )
    expect(reg).toMatchObject({ amount: 10500, status: 'pending_payment' })
    expect(reg.registration_number).toMatch(/^UPP\d\d-\d{6}$/)
    const [row] = await sql(server, 'SELECT amount_paise, category FROM participants WHERE id = $1', [reg.id])
    expect(row).toEqual({ amount_paise: 1050000, category: 'corporate_regis' })
    // The initiation ignores the client's amount as well.
    expect((await initiate(request, reg)).amount).toBe('10500.00')
  })

  test('answers a write’s small JSON uncompressed, and compresses a read’s', async ({ request }) => {
    const res = await request.post('/uppedicon/participants/', {
      multipart: uniqueDelegate('plain-answer'),
      headers: { 'X-Forwarded-For': randomAddress(), 'Accept-Encoding': 'gzip' },
    })
    expect(res.status(), await res.text()).toBe(201)
    expect(res.headers()['content-type']).toMatch(/^application\/json/)
    expect(res.headers()['content-encoding']).toBeUndefined()
    const read = await request.get('/uppedicon/members/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(read.status()).toBe(200)
    expect(read.headers()['content-encoding']).toBe('gzip')
  })

  test('stores the LoP privately and the boolean accompanying person', async ({ request, server }) => {
    const reg = await register(request, {
      ...uniqueDelegate('lop', { accompanying_person: 'true' }),
      LoP: PDF,
    } as never)
    const [row] = await sql(server, 'SELECT lop, accompanying_person FROM participants WHERE id = $1', [
      reg.id,
    ])
    expect(row.accompanying_person).toBe(true)
    expect(row.lop).toMatch(/^private\/lop\/[A-Za-z0-9_-]{16}\.pdf$/)
    expect((await request.get(`/uploads/${row.lop}`)).status()).toBe(404)
  })

  const invalid: [string, Record<string, string>, string, string][] = [
    [
      'a name with digits',
      { name: 'Asha 2' },
      'name',
      'Use letters, spaces, dots, hyphens and apostrophes only.',
    ],
    ['a phone with letters', { mobile_number: '98765abcde' }, 'mobile_number', 'Only numbers are allowed'],
    ['a short phone', { mobile_number: '98765' }, 'mobile_number', 'Enter a 10-digit mobile number.'],
    ['a bad e-mail', { email: 'asha@' }, 'email', 'Enter a valid e-mail address.'],
    [
      'a birth date in the future',
      { date_of_birth: '2999-01-01' },
      'date_of_birth',
      'Date of birth cannot be later than today.',
    ],
    ['age 0', { age: '0' }, 'age', 'Age must be between 1 and 120.'],
    ['age 121', { age: '121' }, 'age', 'Age must be between 1 and 120.'],
    ['an unknown designation', { designation: 'dean' }, 'designation', 'Choose a designation.'],
    ['an unknown category', { category: 'vip' }, 'category', 'Choose a registration category.'],
    ['no address', { address: ' ' }, 'address', 'Address is required.'],
    [
      'accompanying person neither yes nor no',
      { accompanying_person: 'maybe' },
      'accompanying_person',
      'Choose Yes or No.',
    ],
  ]
  for (const [what, change, field, message] of invalid) {
    test(`refuses ${what}`, async ({ request }) => {
      const res = await request.post('/uppedicon/participants/', {
        multipart: uniqueDelegate('invalid', change),
      })
      expect(res.status()).toBe(400)
      expect((await res.json()).fields[field]).toContain(message)
    })
  }

  test('refuses oversized, disguised and malformed uploads', async ({ request }) => {
    const big = await request.post('/uppedicon/participants/', {
      multipart: {
        ...uniqueDelegate('big'),
        LoP: {
          name: 'big.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
        },
      } as never,
    })
    expect(big.status()).toBe(413)
    const disguised = await request.post('/uppedicon/participants/', {
      multipart: {
        ...uniqueDelegate('disguised'),
        LoP: { name: 'lop.pdf', mimeType: 'application/pdf', buffer: Buffer.from('#!/bin/sh\necho hi\n') },
      } as never,
    })
    expect(disguised.status()).toBe(415)
    expect((await disguised.json()).error).toBe('Only PDF, JPG, JPEG or PNG files are allowed.')
    const malformed = await request.post('/uppedicon/participants/', {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      data: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha',
    })
    expect(malformed.status()).toBe(400)
    const json = await request.post('/uppedicon/participants/', { data: uniqueDelegate('json') })
    expect(json.status()).toBe(415)
  })
})

test.describe('payment details API', () => {
  const proof = (overrides: Record<string, unknown> = {}) => ({
    payment_option: 'online',
    transaction_id: 'TXN123',
    transaction_date: '2025-10-01',
    proof_of_payment: { name: 'proof.png', mimeType: 'image/png', buffer: PNG_1PX },
    ...overrides,
  })

  test('a proof needs its registration: a transaction id alone links nothing and discloses nothing', async ({
    request,
    server,
  }) => {
    const reg = await register(request, uniqueDelegate('proof'))
    const sale = await initiate(request, reg)
    const { fields } = await payerChooses(request, sale, 'approve')
    await advice(request, fields)
    // The attack: the victim's transaction id (seen on a shared screen, a forwarded mail…) alone.
    const attack = await request.post('/uppedicon/paymentdetails/', {
      multipart: proof({ transaction_id: fields.txnID }) as never,
    })
    expect(attack.status()).toBe(400)
    expect(await attack.text()).not.toContain(reg.registration_number)
    // The honest path: the delegate's browser sends the registration and its token.
    const res = await request.post('/uppedicon/paymentdetails/', {
      multipart: proof({
        transaction_id: fields.txnID,
        participant_id: String(reg.id),
        participant_token: reg.token,
      }) as never,
    })
    expect(res.status(), await res.text()).toBe(201)
    expect(await res.json()).toMatchObject({
      participant_id: reg.id,
      registration_number: reg.registration_number,
    })
    const [p] = await sql(server, 'SELECT status FROM participants WHERE id = $1', [reg.id])
    expect(p.status).toBe('proof_submitted')
    const stored = await sql(
      server,
      'SELECT proof_of_payment, payment_option FROM payment_proofs WHERE transaction_id = $1',
      [fields.txnID],
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ payment_option: 'online' })
    expect(stored[0].proof_of_payment).toMatch(/^private\/proofs\/.+\.png$/)
  })

  test('links by participant_id too, and refuses what is missing, future, oversized or disguised', async ({
    request,
  }) => {
    const reg = await register(request, uniqueDelegate('proof2'))
    expect(
      (
        await request.post('/uppedicon/paymentdetails/', {
          multipart: proof({
            participant_id: String(reg.id),
            participant_token: reg.token,
            payment_option: 'neft_rtgs',
          }) as never,
        })
      ).status(),
    ).toBe(201)
    const owner = { participant_id: String(reg.id), participant_token: reg.token }
    const { proof_of_payment: _file, ...noFile } = proof(owner)
    void _file
    const missing = await request.post('/uppedicon/paymentdetails/', { multipart: noFile as never })
    expect(missing.status()).toBe(400)
    expect((await missing.json()).error).toBe('Please fill all required fields')
    const future = await request.post('/uppedicon/paymentdetails/', {
      multipart: proof({ ...owner, transaction_date: '2999-01-01' }) as never,
    })
    expect((await future.json()).fields.transaction_date).toContain(
      'Transaction date cannot be later than today.',
    )
    const noId = await request.post('/uppedicon/paymentdetails/', {
      multipart: proof({ ...owner, transaction_id: '' }) as never,
    })
    expect((await noId.json()).fields.transaction_id).toContain('Transaction ID is required.')
    const big = await request.post('/uppedicon/paymentdetails/', {
      multipart: proof({
        ...owner,
        proof_of_payment: {
          name: 'p.png',
          mimeType: 'image/png',
          buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
        },
      }) as never,
    })
    expect(big.status()).toBe(413)
    const disguised = await request.post('/uppedicon/paymentdetails/', {
      multipart: proof({
        ...owner,
        proof_of_payment: {
          name: 'p.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('<html>not a picture</html>'),
        },
      }) as never,
    })
    expect(disguised.status()).toBe(415)
    // Unknown ids are refused before any lookup: nothing tells which registrations exist.
    expect(
      (
        await request.post('/uppedicon/paymentdetails/', {
          multipart: proof({ participant_id: '99999999', participant_token: reg.token }) as never,
        })
      ).status(),
    ).toBe(403)
  })

  test('a registration id alone cannot be paid for or given a proof: the token issued with it is required', async ({
    request,
    server,
  }) => {
    const mine = await register(request, uniqueDelegate('token-mine'))
    const theirs = await register(request, uniqueDelegate('token-theirs'))
    expect(mine.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(
      (await request.post('/payment/initiatepayment/', { data: { participant_id: theirs.id } })).status(),
    ).toBe(400)
    const wrong = await request.post('/payment/initiatepayment/', {
      data: { participant_id: theirs.id, participant_token: mine.token },
    })
    expect(wrong.status()).toBe(403)
    expect((await wrong.json()).error).toBe('This registration could not be verified. Please register again.')
    expect(
      (
        await request.post('/uppedicon/paymentdetails/', {
          multipart: proof({ participant_id: String(theirs.id), participant_token: mine.token }) as never,
        })
      ).status(),
    ).toBe(403)
    expect(
      (
        await request.post('/uppedicon/paymentdetails/', {
          multipart: proof({ participant_id: String(theirs.id) }) as never,
        })
      ).status(),
    ).toBe(400)
    const [attempts] = await sql(
      server,
      'SELECT count(*)::int AS n FROM payment_attempts WHERE participant_id = $1',
      [theirs.id],
    )
    const [proofs] = await sql(
      server,
      'SELECT count(*)::int AS n FROM payment_proofs WHERE participant_id = $1',
      [theirs.id],
    )
    expect([attempts.n, proofs.n]).toEqual([0, 0])
  })
})
