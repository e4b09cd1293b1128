// The reviewer's limits hold when attacked. A reviewer's session reaches their review pages and
// API only, whatever its token says: every other API answers 403 (the committee's, the
// reviewers', the desk's, the console's), every other page sends them back to their reviews. A
// reviewer cannot open, score or declare a conflict on another reviewer's assignment (the API
// answers 404, as for one that does not exist; the page is the not-found page); what they are
// shown of their own abstract holds nothing of its authors; another site cannot make a signed-in
// reviewer's browser save a review. The accounts and abstracts are the test's own, removed
// afterwards, so no other spec assigns them.
import type { APIRequestContext } from '@playwright/test'
import { authorTraces, submittedAbstract, type MadeAbstract } from '../support/abstracts'
import { bearer, createAdmin, signIn, siteToken } from '../support/admin'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import type { ServerName } from '../support/servers'

interface Account {
  email: string
  password: string
  id: number
}

let made: { accounts: Account[]; abstracts: MadeAbstract[] } = { accounts: [], abstracts: [] }

async function reviewerAccount(server: ServerName, label: string): Promise<Account> {
  const account = await createAdmin(server, label, 'Review@Attack2026')
  await sql(server, "UPDATE admins SET role = 'reviewer', institution = 'Test Institute' WHERE id = $1", [
    account.id,
  ])
  made.accounts.push(account)
  return account
}

/**
 * Two reviewers, each assigned an abstract of the test's own (directly: Assign reviewers would take
 * other abstracts too).
 */
async function twoReviewers(server: ServerName) {
  const abstract = await submittedAbstract(server, 'sec-review')
  const theirAbstract = await submittedAbstract(server, 'sec-review-other')
  made.abstracts.push(abstract, theirAbstract)
  const mine = await reviewerAccount(server, 'sec-rev-a')
  const theirs = await reviewerAccount(server, 'sec-rev-b')
  const [a, b] = await sql<{ id: number }>(
    server,
    `INSERT INTO review_assignments (abstract_id, reviewer_id, updated_at) VALUES ($1, $2, now()), ($3, $4, now())
     RETURNING id`,
    [abstract.id, mine.id, theirAbstract.id, theirs.id],
  )
  return { abstract, theirAbstract, mine, theirs, own: a.id, other: b.id }
}

test.afterEach(async ({ server }) => {
  if (made.accounts.length)
    await sql(server, 'DELETE FROM admins WHERE id = ANY($1)', [made.accounts.map((a) => a.id)])
  if (made.abstracts.length)
    await sql(server, "UPDATE abstracts SET status = 'withdrawn', withdrawn_at = now() WHERE id = ANY($1)", [
      made.abstracts.map((a) => a.id),
    ])
  made = { accounts: [], abstracts: [] }
})

const review = { scores: [4, 4, 4], comment: 'Fine.', note: '' }

test('a reviewer reaches their reviews only, whatever their token says', async ({ client, server }) => {
  const reviewer = await reviewerAccount(server, 'sec-rev-reach')
  const api = await client()
  for (const token of [await signIn(api, reviewer), await siteToken(server, reviewer.email)]) {
    expect((await api.get('/adminpanel/reviews/', { headers: bearer(token) })).status()).toBe(200)
    for (const path of [
      '/adminpanel/abstracts/',
      '/adminpanel/abstracts/settings/',
      '/adminpanel/reviewers/',
      '/adminpanel/volunteers/',
      '/adminpanel/checkin/?q=zz',
      '/adminpanel/stats/',
      '/adminpanel/audit/',
    ])
      expect((await api.get(path, { headers: bearer(token) })).status(), path).toBe(403)
    const writes: [string, string, unknown][] = [
      ['POST', '/adminpanel/abstracts/assign/', {}],
      ['POST', '/adminpanel/abstracts/mail-decisions/', {}],
      ['PUT', '/adminpanel/abstracts/1/decision/', { decision: 'accept_oral' }],
      ['PUT', '/adminpanel/abstracts/settings/', { criteria: ['X'], reviewers_per_abstract: 5 }],
      ['POST', '/adminpanel/reviewers/', { email: 'friend@uppedicon.test', name: 'F', institution: 'X' }],
      ['DELETE', `/adminpanel/reviewers/${reviewer.id}/`, undefined],
    ]
    for (const [method, path, data] of writes)
      expect((await api.fetch(path, { method, headers: bearer(token), data })).status(), path).toBe(403)
  }
  // The console's pages send a reviewer back to their reviews (the cookie of the API's sign-in).
  for (const path of ['/admin/dashboard', '/admin/abstracts', '/admin/abstracts/reviewers', '/admin/checkin'])
    expect((await api.get(path, { maxRedirects: 0 })).headers().location, path).toMatch(/\/admin\/reviews$/)
})

test('a reviewer cannot open, score or declare a conflict on another reviewer’s assignment', async ({
  client,
  server,
}) => {
  const { abstract, theirAbstract, mine, own, other } = await twoReviewers(server)
  const api = await client()
  const headers = bearer(await signIn(api, mine))
  expect((await api.get(`/adminpanel/reviews/${other}/`, { headers })).status()).toBe(404)
  expect((await api.put(`/adminpanel/reviews/${other}/`, { headers, data: review })).status()).toBe(404)
  expect(
    (await api.post(`/adminpanel/reviews/${other}/conflict/`, { headers, data: { reason: 'x' } })).status(),
  ).toBe(404)
  // The page answers the site's not-found page (its status is sent before the page has looked).
  const theirPage = await api.get(`/admin/reviews/${other}`)
  const theirHtml = await theirPage.text()
  expect(theirHtml).toContain('We could not find that page')
  for (const trace of [theirAbstract.title, 'Readmissions fell', `name="id" value="${other}"`])
    expect(theirHtml, trace).not.toContain(trace)
  const [untouched] = await sql<{ state: string }>(
    server,
    'SELECT state FROM review_assignments WHERE id = $1',
    [other],
  )
  expect(untouched.state).toBe('assigned')
  // Their own: the abstract without anything of its authors, in the API and in the page.
  const answer = await api.get(`/adminpanel/reviews/${own}/`, { headers })
  expect(answer.status()).toBe(200)
  const page = await api.get(`/admin/reviews/${own}`)
  expect(page.status()).toBe(200)
  for (const text of [await answer.text(), await page.text()]) {
    expect(text).toContain(abstract.title)
    for (const trace of authorTraces(abstract)) expect(text, trace).not.toContain(trace)
  }
  expect((await api.put(`/adminpanel/reviews/${own}/`, { headers, data: review })).status()).toBe(200)
  // Malformed: a clear 4xx.
  for (const data of [{ ...review, scores: [9, 9, 9] }, { ...review, scores: 'high' }, { comment: 'x' }])
    expect((await api.put(`/adminpanel/reviews/${own}/`, { headers, data })).status()).toBe(400)
  expect((await api.put('/adminpanel/reviews/abc/', { headers, data: review })).status()).toBe(404)
})

test('another site cannot make a signed-in reviewer’s browser save a review or declare a conflict', async ({
  client,
  server,
}) => {
  const { mine, own } = await twoReviewers(server)
  const browser: APIRequestContext = await client()
  await signIn(browser, mine)
  const forged = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }
  expect((await browser.put(`/adminpanel/reviews/${own}/`, { headers: forged, data: review })).status()).toBe(
    403,
  )
  expect(
    (
      await browser.post(`/adminpanel/reviews/${own}/conflict/`, { headers: forged, data: { reason: 'x' } })
    ).status(),
  ).toBe(403)
  const [row] = await sql<{ state: string }>(server, 'SELECT state FROM review_assignments WHERE id = $1', [
    own,
  ])
  expect(row.state).toBe('assigned')
})
