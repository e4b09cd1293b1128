// Group registration over HTTP, on both sites: an institution posts its delegates as JSON and gets
// the group's number, page token and each delegate's registration; the group's page answers only
// its token, never from a cache; malformed, oversized and duplicate groups are refused with the
// field that is wrong, and nothing is saved.
import { sql } from '../support/db'
import { expect, randomAddress, test } from '../support/fixtures'
import { groupBody as groupOf, groupRow as row } from '../support/registration'

const post = (request: import('@playwright/test').APIRequestContext, data: unknown) =>
  request.post('/uppedicon/groups/', { data, headers: { 'X-Forwarded-For': randomAddress() } })

test('an institution registers its delegates at once; its contact reads the group with its token alone', async ({
  request,
  server,
}) => {
  const delegates = [row('group-a'), row('group-b', { category: 'PG_Student', designation: 'PG_Student' })]
  const res = await post(request, groupOf(delegates))
  expect(res.status(), await res.text()).toBe(201)
  const made = await res.json()
  expect(made.group_number).toMatch(/^[A-Z0-9-]+G-\d{6}$/)
  expect(made.delegates.map((d: { email: string; status: string }) => [d.email, d.status])).toEqual(
    delegates.map((d) => [d.email, 'pending_payment']),
  )
  expect(made.amount_due).toBe(made.delegates.reduce((s: number, d: { amount: number }) => s + d.amount, 0))
  const rows = await sql(
    server,
    `SELECT p.buyer_gstin, p.place_of_supply, g.group_number
       FROM participants p JOIN registration_groups g ON g.id = p.group_id WHERE g.id = $1`,
    [made.id],
  )
  expect(rows).toEqual(
    delegates.map(() => ({
      buyer_gstin: '27AAPFU0939F1ZV',
      place_of_supply: '27',
      group_number: made.group_number,
    })),
  )

  const page = `/uppedicon/groups/${made.id}/`
  const read = await request.get(page, { headers: { 'X-Group-Token': made.token } })
  expect(read.status()).toBe(200)
  expect(read.headers()['cache-control']).toMatch(/private|no-store/)
  expect((await read.json()).delegates).toHaveLength(2)
  // Another token of the same length: its first character changed (to one it is not already).
  const wrong = (made.token[0] === 'x' ? 'y' : 'x') + made.token.slice(1)
  for (const headers of [{}, { 'X-Group-Token': wrong }] as Record<string, string>[])
    expect((await request.get(page, { headers })).status()).toBe(404)
  expect((await request.get('/uppedicon/groups/abc/')).status()).toBe(404)
})

test('malformed, oversized and duplicate groups are refused with what is wrong; nothing is saved', async ({
  request,
  server,
}) => {
  const one = row('group-dup')
  const twice = await post(request, groupOf([one, one]))
  expect(twice.status()).toBe(400)
  expect((await twice.json()).fields).toEqual({ 'delegates.1.email': ['The same delegate as row 1.'] })
  const noState = await post(request, { ...groupOf([row('group-nostate')]), state: 'UP' })
  expect((await noState.json()).fields).toEqual({ state: ['Choose the institution’s state.'] })
  for (const bad of ['[]', '{"delegates": 3}', 'not json'])
    expect(
      (
        await request.post('/uppedicon/groups/', {
          data: bad,
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomAddress() },
        })
      ).status(),
      bad,
    ).toBe(400)
  const huge = await post(request, { ...groupOf([]), institution: 'x'.repeat(200_000) })
  expect(huge.status()).toBe(413)

  // A delegate who registered alone already: the whole group is refused, naming the row.
  const alone = row('group-alone')
  const single = await request.post('/uppedicon/participants/', {
    multipart: { ...alone, amount: '1' } as Record<string, string>,
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(single.status()).toBe(201)
  const fresh = row('group-fresh')
  const refused = await post(request, groupOf([fresh, alone]))
  expect(refused.status()).toBe(409)
  expect((await refused.json()).fields).toEqual({
    'delegates.1.email': ['Already registered for this conference.'],
  })
  expect(await sql(server, 'SELECT id FROM participants WHERE email = $1', [fresh.email])).toEqual([])
})

test('the group’s link opens its page (the token becomes a cookie for that page only), with what is due and the group’s number to quote', async ({
  request,
  page,
}) => {
  const res = await post(request, groupOf([row('group-page-a'), row('group-page-b')]))
  expect(res.status(), await res.text()).toBe(201)
  const made = await res.json()
  // Without the token, or with another group's, the page is not found.
  expect((await page.goto(`/group/${made.id}`))!.status()).toBe(404)
  await page.goto(`/group/${made.id}?token=${made.token}`)
  await expect(page).toHaveURL(new RegExp(`/group/${made.id}$`))
  await expect(page.getByRole('heading', { name: `Group ${made.group_number}` })).toBeVisible()
  await expect(page.getByTestId('group-delegate')).toHaveCount(2)
  await expect(page.getByTestId('group-delegate-state')).toHaveText(['Pending payment', 'Pending payment'])
  const due = await page.getByTestId('group-due').textContent()
  await expect(page.getByTestId('pay-to-reference')).toHaveText(made.group_number)
  await expect(page.getByTestId('pay-to-amount')).toHaveText(due!)
  const cookie = (await page.context().cookies()).find((c) => c.name === `group_${made.id}`)
  expect(cookie).toMatchObject({ path: `/group/${made.id}`, httpOnly: true })
})

test('the group page’s own routes answer only its cookie: paying and its invoices are not found without it, or with another group’s', async ({
  request,
  playwright,
  baseURL,
}) => {
  const [a, b] = await Promise.all(
    ['group-route-a', 'group-route-b'].map(async (tag) => (await post(request, groupOf([row(tag)]))).json()),
  )
  const as = async (cookie: string | null) => {
    const ctx = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
    })
    const pay = await ctx.post(`/group/${a.id}/pay`, { maxRedirects: 0 })
    const invoice = await ctx.get(`/group/${a.id}/invoice?document=1`, { maxRedirects: 0 })
    await ctx.dispose()
    return [pay.status(), invoice.status(), pay.headers().location ?? '']
  }
  expect(await as(null)).toEqual([404, 404, ''])
  expect(await as(`group_${a.id}=${b.token}`)).toEqual([404, 404, ''])
  // With its own cookie: paying starts a sale at the bank (the sandbox's page); the invoice asked
  // for is not this group's (it has none yet).
  const [pay, invoice, location] = await as(`group_${a.id}=${a.token}`)
  expect([pay, invoice]).toEqual([303, 404])
  expect(location).toMatch(/\/sandbox-gateway\/pg\/portal\/pay\?tranCtx=/)
})
