// Issue 14, item 5: the desk volunteer's limits hold when attacked. A token that claims nothing
// about the role still meets the account's role in the database; a volunteer cannot invite or
// revoke; an expired or spent invitation link sets no password; another site cannot make a
// signed-in desk's browser check someone in.
import { bearer, createAdmin, signIn, siteToken } from '../support/admin'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { waitForMail } from '../support/mail'

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
