// The desk volunteer's limits hold when attacked. A token that claims nothing about the role
// still meets the account's role in the database; a volunteer cannot invite or revoke; an
// expired or spent invitation link sets no password; another site cannot make a signed-in
// desk's browser check someone in. The desk's search is no oracle: searching parts of a mobile
// number (which the page masks), of a name or a registration number finds nothing, `%` and `_`
// are plain characters, and a desk session's searches are limited, parallel ones included.
import { DESK_SEARCHES } from '../../lib/tickets/desk-api'
import { bearer, createAdmin, signIn, siteToken } from '../support/admin'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { waitForMail } from '../support/mail'
import { paidRegistration } from '../support/review'

test('a desk account reaches the check-in API only, whatever its token says', async ({ client, server }) => {
  const desk = await createAdmin(server, 'sec-desk', 'Desk@Attack2026')
  await sql(server, "UPDATE admins SET role = 'desk' WHERE id = $1", [desk.id])
  const api = await client()
  // Signed in normally, and with a token minted without the role claim (as an old token would be).
  for (const token of [await signIn(api, desk), await siteToken(server, desk.email)]) {
    expect((await api.get('/adminpanel/checkin/?q=zz', { headers: bearer(token) })).status()).toBe(200)
    for (const path of [
      '/adminpanel/stats/',
      '/adminpanel/audit/',
      '/adminpanel/volunteers/',
      '/adminpanel/files/x',
    ])
      expect((await api.get(path, { headers: bearer(token) })).status(), path).toBe(403)
    const invite = await api.post('/adminpanel/volunteers/', {
      headers: bearer(token),
      data: { email: `sec-desk-friend-${Date.now()}@uppedicon.test`, name: 'Friend' },
    })
    expect(invite.status()).toBe(403)
    expect(
      (await api.delete(`/adminpanel/volunteers/${desk.id}/`, { headers: bearer(token) })).status(),
    ).toBe(403)
    expect(
      (await api.put('/uppedicon/members/?id=999999', { headers: bearer(token), data: {} })).status(),
    ).toBe(403)
  }
})

test('an expired or spent invitation link sets no password', async ({ client, server }) => {
  const admin = await createAdmin(server, 'sec-desk-inviter')
  const api = await client()
  const token = await signIn(api, admin)
  const email = `sec-desk-late-${Date.now()}@uppedicon.test`
  expect(
    (
      await api.post('/adminpanel/volunteers/', { headers: bearer(token), data: { email, name: 'Late' } })
    ).status(),
  ).toBe(201)
  const mail = await waitForMail(email, { server })
  const link = /token=([\w-]{43})/.exec(mail.text)![1]
  await sql(server, "UPDATE admins SET invite_expires_at = now() - interval '1 minute' WHERE email = $1", [
    email,
  ])
  const password = 'Late@Volunteer2026'
  const body = { token: link, new_password: password, confirm_password: password }
  expect((await api.post('/adminpanel/volunteers/accept/', { data: body })).status()).toBe(422)
  expect((await api.post('/adminpanel/login/', { data: { email, password } })).status()).toBe(401)
  // A made-up token of the right shape, and a malformed one.
  expect(
    (await api.post('/adminpanel/volunteers/accept/', { data: { ...body, token: 'A'.repeat(43) } })).status(),
  ).toBe(422)
  expect((await api.post('/adminpanel/volunteers/accept/', { data: { ...body, token: 'x' } })).status()).toBe(
    400,
  )
})

test('another site cannot make a signed-in desk check someone in', async ({ client, server }) => {
  const admin = await createAdmin(server, 'sec-desk-csrf')
  const browser = await client()
  await signIn(browser, admin)
  const forged = await browser.post('/adminpanel/checkin/', {
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    data: { id: 1 },
  })
  expect(forged.status()).toBe(403)
})

test('the desk search rebuilds no number: parts and wildcards find nothing, whole values find one, masked', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-desk-oracle')
  const api = await client()
  const token = await signIn(api, admin)
  const made = await paidRegistration(api, 'sec-oracle', { name: 'Oracle Target Kumar' })
  const mobile = (
    await sql<{ mobile_number: string }>(server, 'SELECT mobile_number FROM participants WHERE id = $1', [
      made.reg.id,
    ])
  )[0].mobile_number
  const mail = await waitForMail(made.email, {
    server,
    match: (m) => m.subject.includes(`registration ${made.reg.registration_number} confirmed`),
  })
  const code = /Ticket code: (T1-\d+-[A-Z2-7]{20})/.exec(mail.text)![1]
  const search = async (q: string) => {
    const res = await api.get(`/adminpanel/checkin/?q=${encodeURIComponent(q)}`, { headers: bearer(token) })
    expect(res.status(), q).toBe(200)
    return {
      text: await res.text(),
      ids: ((await res.json()) as { results: { id: number }[] }).results.map((r) => r.id),
    }
  }
  // The attack: the number digit by digit from its start, its masked end, the name in parts.
  const attempts = [
    ...Array.from({ length: 6 }, (_, i) => mobile.slice(0, i + 4)),
    mobile.slice(-4),
    mobile.slice(1),
    'Oracle',
    'Target Kumar',
    made.reg.registration_number.slice(0, -1),
    code.slice(0, -1),
  ]
  // Wildcards, which a pattern match would read as "anything".
  const wildcards = [
    '%%',
    '__',
    '_'.repeat(10),
    `${mobile.slice(0, 8)}__`,
    `${mobile.slice(0, 6)}%`,
    'Oracle%',
    '%Target%',
    '_racle Target Kumar',
    `${made.reg.registration_number.slice(0, -1)}_`,
    `${made.reg.registration_number.slice(0, -3)}%`,
  ]
  for (const q of [...attempts, ...wildcards]) expect((await search(q)).ids, q).toEqual([])
  // The honest path: each whole value finds the registration, and never shows the number whole.
  for (const q of [mobile, 'oracle target kumar', made.reg.registration_number, code, code.toLowerCase()]) {
    const found = await search(q)
    expect(found.ids, q).toEqual([made.reg.id])
    expect(found.text).toContain(`"mobile_end":"${mobile.slice(-4)}"`)
    if (q !== mobile) expect(found.text).not.toContain(mobile)
  }
})

test('a desk session’s searches are limited, parallel ones included; another sign-in has its own', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-desk-burst')
  const api = await client()
  const token = await signIn(api, admin)
  const extra = 15
  const answers = await Promise.all(
    Array.from({ length: DESK_SEARCHES.limit + extra }, () =>
      api.get('/adminpanel/checkin/?q=nobody%20by%20this%20name', { headers: bearer(token) }),
    ),
  )
  const statuses = answers.map((a) => a.status())
  expect(statuses.filter((s) => s === 200)).toHaveLength(DESK_SEARCHES.limit)
  expect(statuses.filter((s) => s === 429)).toHaveLength(extra)
  const refused = answers.find((a) => a.status() === 429)!
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect((await refused.json()).detail).toContain('Too many searches')
  const again = await signIn(await client(), admin)
  expect((await api.get('/adminpanel/checkin/?q=nobody', { headers: bearer(again) })).status()).toBe(200)
})
