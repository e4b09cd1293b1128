// A registration is touched only with the token issued with it. Each attack
// is replayed beside the honest path: a proof by transaction id alone, a repeated registration
// with a victim's e-mail and mobile number, the older kit's createpayment from e-mail + phone;
// age and category checked on the server; proofs always linked, replaced and capped.
import { expect, test } from '../support/clients'
import { hasStoredFile, sql } from '../support/db'
import { waitForMail } from '../support/mail'
import { advice, initiate, payerChooses, register, uniqueDelegate } from '../support/registration'

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const proof = (fields: Record<string, string>) => ({
  payment_option: 'online',
  transaction_id: 'TXN123',
  transaction_date: '2025-10-01',
  proof_of_payment: { name: 'proof.png', mimeType: 'image/png', buffer: PNG_1PX },
  ...fields,
})
const ALREADY =
  'This e-mail address and mobile number are already registered. We have e-mailed that address a link to continue the registration.'

test('a transaction id alone attaches nothing and discloses no registration number', async ({
  client,
  server,
}) => {
  const victim = await client()
  const reg = await register(victim, uniqueDelegate('sec-proof'))
  const { fields } = await payerChooses(victim, await initiate(victim, reg), 'approve')
  await advice(victim, fields)

  const attacker = await client()
  for (const transaction_id of [fields.txnID, fields.merchantTxnNo]) {
    const res = await attacker.post('/uppedicon/paymentdetails/', {
      multipart: proof({ transaction_id }) as never,
    })
    expect(res.status()).toBe(400)
    expect(await res.text()).not.toContain(reg.registration_number)
  }
  // Another registration's token does not open this one.
  const own = await register(attacker, uniqueDelegate('sec-proof-attacker'))
  const forged = await attacker.post('/uppedicon/paymentdetails/', {
    multipart: proof({ participant_id: String(reg.id), participant_token: own.token }) as never,
  })
  expect(forged.status()).toBe(403)
  expect(await sql(server, 'SELECT id FROM payment_proofs WHERE participant_id = $1', [reg.id])).toHaveLength(
    0,
  )

  // The honest path: the delegate's own browser, with the token.
  const honest = await victim.post('/uppedicon/paymentdetails/', {
    multipart: proof({ participant_id: String(reg.id), participant_token: reg.token }) as never,
  })
  expect(honest.status()).toBe(201)
})

test('registering a victim’s e-mail and mobile again returns and changes nothing; the victim is mailed', async ({
  client,
  server,
}) => {
  const d = uniqueDelegate('sec-again')
  const victim = await client()
  const reg = await register(victim, d)
  const attacker = await client()
  const res = await attacker.post('/uppedicon/participants/', {
    multipart: { ...d, name: 'Mallory Attacker', address: 'Somewhere Else', category: 'PG_Student' },
  })
  expect(res.status()).toBe(409)
  const body = await res.text()
  expect(JSON.parse(body).error).toBe(ALREADY)
  for (const secret of [reg.token, reg.registration_number, String(reg.id)])
    expect(body).not.toContain(secret)
  const [row] = await sql(server, 'SELECT name, address, category FROM participants WHERE id = $1', [reg.id])
  expect(row).toEqual({ name: d.name, address: d.address, category: d.category })
  // The registered address gets the link that continues the registration (checkout with its token).
  const mail = await waitForMail(d.email, {
    server,
    match: (m) => m.text.includes('/checkout?registration='),
  })
  expect(mail.text).toContain(`/checkout?registration=${reg.id}&token=${reg.token}`)

  // A token for another registration changes nothing either.
  const own = await register(attacker, uniqueDelegate('sec-again-attacker'))
  const forged = await attacker.post('/uppedicon/participants/', {
    multipart: {
      ...d,
      name: 'Mallory Attacker',
      participant_id: String(reg.id),
      participant_token: own.token,
    },
  })
  expect(forged.status()).toBe(403)

  // The honest path: the owner's browser corrects its unpaid registration with its token.
  const fixed = await victim.post('/uppedicon/participants/', {
    multipart: {
      ...d,
      name: 'Asha Verma Singh',
      participant_id: String(reg.id),
      participant_token: reg.token,
    },
  })
  expect(fixed.status()).toBe(201)
  expect((await fixed.json()).id).toBe(reg.id)
  expect((await sql(server, 'SELECT name FROM participants WHERE id = $1', [reg.id]))[0].name).toBe(
    'Asha Verma Singh',
  )
})

test('the older kit’s createpayment starts nothing from e-mail and phone alone', async ({
  client,
  server,
}) => {
  const d = uniqueDelegate('sec-ms')
  const victim = await client()
  const reg = await register(victim, d)
  const attacker = await client()
  const res = await attacker.post('/payment/createpayment/', {
    data: { Email: d.email, Phone: d.mobile_number, Amount: '1', ReturnUrl: 'https://evil.example/' },
  })
  expect(res.status()).toBe(400)
  expect(
    await sql(server, 'SELECT id FROM payment_attempts WHERE participant_id = $1', [reg.id]),
  ).toHaveLength(0)
  const honest = await victim.post('/payment/createpayment/', {
    data: { participant_id: reg.id, participant_token: reg.token },
  })
  expect(honest.status()).toBe(200)
})

test('Senior Citizen (70+) needs 70 or more, and age agrees with the date of birth', async ({ client }) => {
  const api = await client()
  const year = new Date().getUTCFullYear()
  const senior = (fields: Record<string, string>) =>
    api.post('/uppedicon/participants/', {
      multipart: uniqueDelegate('sec-senior', { category: 'seniorcitizen', ...fields }),
    })
  // The attack: a free registration for a 45-year-old, with or without a matching date of birth.
  const young = await senior({ date_of_birth: '1980-01-01', age: String(year - 1980) })
  expect(young.status()).toBe(400)
  expect((await young.json()).fields.category).toContain(
    'The Senior Citizen (70+) category is for delegates aged 70 or more.',
  )
  const lying = await senior({ date_of_birth: '1980-01-01', age: '75' })
  expect(lying.status()).toBe(400)
  expect((await lying.json()).fields.age).toContain('Age does not match the date of birth.')
  const mismatch = await api.post('/uppedicon/participants/', {
    multipart: uniqueDelegate('sec-age', { date_of_birth: '2000-01-01', age: '60' }),
  })
  expect((await mismatch.json()).fields.age).toContain('Age does not match the date of birth.')
  // The honest path: a real senior citizen, free; a rounded age (±1 year) is fine.
  const real = await senior({ date_of_birth: '1950-06-01', age: String(year - 1950) })
  expect(real.status()).toBe(201)
  expect(await real.json()).toMatchObject({ amount: 0, status: 'free' })
  const rounded = await api.post('/uppedicon/participants/', {
    multipart: uniqueDelegate('sec-age-ok', { date_of_birth: '1980-01-01', age: String(year - 1980 - 1) }),
  })
  expect(rounded.status()).toBe(201)
})

test('proofs belong to a registration; a replaced one is deleted; at most 5 are kept', async ({
  client,
  server,
}) => {
  const api = await client()
  const reg = await register(api, uniqueDelegate('sec-proofs'))
  const owner = { participant_id: String(reg.id), participant_token: reg.token }
  const unlinked = await api.post('/uppedicon/paymentdetails/', { multipart: proof({}) as never })
  expect(unlinked.status()).toBe(400)

  const send = (transaction_id: string) =>
    api.post('/uppedicon/paymentdetails/', { multipart: proof({ ...owner, transaction_id }) as never })
  expect((await send('FIRST')).status()).toBe(201)
  const [first] = await sql(server, 'SELECT proof_of_payment FROM payment_proofs WHERE participant_id = $1', [
    reg.id,
  ])
  expect(await hasStoredFile(server, first.proof_of_payment)).toBe(true)
  // A second proof before the organisers looked replaces the first, whose file is deleted.
  expect((await send('SECOND')).status()).toBe(201)
  const rows = await sql(server, 'SELECT transaction_id FROM payment_proofs WHERE participant_id = $1', [
    reg.id,
  ])
  expect(rows.map((r) => r.transaction_id)).toEqual(['SECOND'])
  expect(await hasStoredFile(server, first.proof_of_payment)).toBe(false)
  // Rejected proofs stay for the organisers, up to the cap.
  for (let i = 0; i < 4; i++) {
    await sql(server, "UPDATE participants SET status = 'proof_rejected' WHERE id = $1", [reg.id])
    expect((await send(`AGAIN${i}`)).status()).toBe(201)
  }
  await sql(server, "UPDATE participants SET status = 'proof_rejected' WHERE id = $1", [reg.id])
  const sixth = await send('SIXTH')
  expect(sixth.status()).toBe(409)
  expect(await sql(server, 'SELECT id FROM payment_proofs WHERE participant_id = $1', [reg.id])).toHaveLength(
    5,
  )
})
