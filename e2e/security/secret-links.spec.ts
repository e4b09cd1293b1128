// A mailed link's secret leaves the address at once. Opening /registration/<id>?token=…,
// /checkout?registration=<id>&token=…, /payment-details?participant_id=…&participant_token=… or
// /admin-invite?token=… answers a 303 to the same address without the secret, privately
// (`Cache-Control: private, no-store`), and hands the secret over in an HttpOnly, SameSite=Lax
// cookie scoped to the pages that need it. So the page that renders never has the secret in its
// address (nor in the history, the logs or a screenshot), and the cookie opens the page.
import type { APIResponse } from '@playwright/test'
import { bearer, createAdmin, signIn } from '../support/admin'
import { expect, test } from '../support/clients'
import { waitForMail } from '../support/mail'
import { register, uniqueDelegate } from '../support/registration'

/** The Set-Cookie values of an answer. */
const setCookies = (res: APIResponse) =>
  res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value)

test('a link’s secret becomes a private cookie of its pages and the address goes on without it', async ({
  client,
  server,
}) => {
  const api = await client()
  const reg = await register(api, uniqueDelegate('sec-links'))
  const admin = await createAdmin(server, 'sec-links')
  const session = await signIn(api, admin)
  const email = `sec-links-desk-${Date.now()}@uppedicon.test`
  const invited = await api.post('/adminpanel/volunteers/', {
    headers: bearer(session),
    data: { email, name: 'Link Desk' },
  })
  expect(invited.status()).toBe(201)
  const mailed = new URL(
    /https?:\/\/\S+\?token=[\w-]{43}/.exec((await waitForMail(email, { server })).text)![0],
  )
  const invite = mailed.searchParams.get('token')!
  const registrationPages = [`/registration/${reg.id}`, '/checkout', '/payment-details']

  const links = [
    {
      link: `/registration/${reg.id}?token=${reg.token}`,
      clean: `/registration/${reg.id}`,
      cookie: `registration_${reg.id}`,
      secret: reg.token,
      paths: registrationPages,
    },
    {
      link: `/checkout?registration=${reg.id}&token=${reg.token}`,
      clean: `/checkout?registration=${reg.id}`,
      cookie: `registration_${reg.id}`,
      secret: reg.token,
      paths: registrationPages,
    },
    {
      link: `/payment-details?participant_id=${reg.id}&participant_token=${reg.token}`,
      clean: `/payment-details?registration=${reg.id}`,
      cookie: `registration_${reg.id}`,
      secret: reg.token,
      paths: registrationPages,
    },
    {
      link: `${mailed.pathname}?token=${invite}`,
      clean: mailed.pathname,
      cookie: 'desk_invite',
      secret: invite,
      paths: [mailed.pathname],
    },
  ]
  for (const { link, clean, cookie, secret, paths } of links) {
    const visitor = await client()
    const res = await visitor.get(link, { maxRedirects: 0 })
    expect(res.status(), link).toBe(303)
    const location = new URL(res.headers().location, res.url())
    expect(`${location.pathname}${location.search}`, link).toBe(clean)
    expect(res.headers().location, link).not.toContain(secret)
    expect(res.headers()['cache-control'], link).toBe('private, no-store')
    const cookies = setCookies(res)
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort(), link).toEqual([...paths].sort())
    for (const c of cookies) {
      expect(c.startsWith(`${cookie}=${encodeURIComponent(secret)};`), c).toBe(true)
      expect(c, link).toMatch(/;\s*HttpOnly(;|$)/i)
      expect(c, link).toMatch(/;\s*SameSite=Lax(;|$)/i)
    }
    // The cookie opens the clean address; the page's address never carried the secret.
    const page = await visitor.get(clean)
    expect(page.status(), clean).toBe(200)
    expect(page.url(), clean).not.toContain(secret)
  }
  // Without the cookie, the delegate's clean address opens nothing.
  expect((await (await client()).get(`/registration/${reg.id}`)).status()).toBe(404)
})
