// A secret in one visitor's request never reaches another visitor. Every route of the app (read
// from app/ now: pages, route handlers, metadata files, with real ids of this test's records) is
// first requested by a visitor who holds every kind of secret: a signed-in administrator's
// session, a delegate's registration token and receipt, a desk volunteer's invitation, and a
// marker no one else sends, all in the query as a mailed link carries them. Then strangers ask
// for the same routes the way Next's router does (plain, RSC, prefetch, and a segment prefetch of
// the tree, the whole page, the head and each segment), following every redirect, `_rsc` ones
// included. No answer to a stranger may carry anything of the first visitor's request, and every
// answer to a request that carried a secret says `Cache-Control: private, no-store`. The page
// cache is emptied first (an unchanged edition saved expires every page), so the first visitor's
// request is the one that renders each page.
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { bearer, createAdmin, signIn } from '../support/admin'
import { addressOf, appRoutes, segmentPrefetchKeys, type AppRoute } from '../support/app-routes'
import { expect, randomAddress, test } from '../support/clients'
import { sql } from '../support/db'
import { waitForMail } from '../support/mail'
import { advice, initiate, payerChooses, register, uniqueDelegate } from '../support/registration'

const ROUTES = appRoutes()
/** An address no route answers: the not-found page is a route too. */
const UNKNOWN: AppRoute = { kind: 'page', dir: '', segments: ['no-such-page'] }

interface Visitor {
  api: APIRequestContext
  id: number
  token: string
}
interface Secrets {
  session: string
  invite: string
  invitePath: string
  receipt: string
  marker: string
}

let victim: Visitor
let secrets: Secrets
let stranger: Visitor
let anonymous: APIRequestContext
let uploadPath = 'none.webp'
const primed = new Map<string, { address: string; hops: Hop[] }>()

interface Hop {
  url: string
  status: number
  headers: Record<string, string>
  body: Buffer
}

/**
 * A dynamic segment's value, for the first visitor or a stranger. A segment this table does not
 * know fails the test: a new kind of route needs a real value here, not a silent skip.
 */
function paramValue(segment: string, parent: string, who: 'victim' | 'stranger'): string {
  const v = who === 'victim' ? victim : stranger
  switch (`${parent}/${segment}`) {
    case 'page/[page]':
      return '2'
    case 'registration/[id]':
    // The checkout's transfer details (/uppedicon/participants/<id>/pay-to/): the token in a header.
    case 'participants/[id]':
    case 'reminders/[id]':
    case 'registrations/[id]':
    case 'volunteers/[id]':
      return String(v.id)
    case '[id]/[action]':
      return 'verify'
    case 'receipt/[token]':
      // The receipt's address is its secret: a stranger asks with a token of the same shape.
      return who === 'victim' ? secrets.receipt : 'A'.repeat(secrets.receipt.length)
    case 'certificate/[code]':
      return 'UPP-0000-0000'
    case 'mine/[id]':
      // A delegate's personal calendar feed (/programme/mine/<id>/calendar.ics: its token is in
      // the query, without it 404) and a submitter's abstract (/abstracts/mine/<id>, and its
      // figure at /abstracts/mine/<id>/figure: their token's cookie opens it, nobody else's does).
      return String(v.id)
    case 'session/[id]':
      // A programme session: public, the same for everyone.
      return '1'
    case 'groups/[id]':
    case 'group/[id]':
      // An institution's group: its API (the contact's token in a header) and its page (the
      // token's cookie); a stranger gets 404 from both.
      return '1'
    case 'discounts/[id]':
      // A discount code (the console's writes only).
      return '1'
    case 'statements/[id]':
      // An imported bank statement's credit (the console's Accept only).
      return '1'
    case 'reviews/[id]':
    case 'reviewers/[id]':
    case 'abstracts/[id]':
      // A reviewer's assignment (its page and API: the reviewer's own only; an organiser sees any
      // page), a reviewer (the console's Revoke), an abstract's decision (the committee's) and its figure
      // (/adminpanel/abstracts/<id>/figure/): an organiser's session only.
      return '1'
    case 'files/[...key]':
      return 'proofs/none.pdf'
    case 'sandbox-gateway/[...path]':
      return 'pg/pay'
    case 'uploads/[...path]':
      return uploadPath
  }
  throw new Error(`No test value for the dynamic segment ${parent}/${segment}: add one to this table.`)
}

const addressFor = (route: AppRoute, who: 'victim' | 'stranger') =>
  addressOf(route, (segment, parent) => paramValue(segment, parent, who))

/** The router's ways of asking for a route (the segment prefetches for pages only). */
function routerHeaders(route: AppRoute): Record<string, string>[] {
  const rsc = { RSC: '1' }
  const combos: Record<string, string>[] = [{}, rsc, { ...rsc, 'Next-Router-Prefetch': '1' }]
  if (route.kind !== 'page') return combos
  combos.push({ ...rsc, 'Next-Router-Prefetch': '2' }, { ...rsc, 'Next-Router-Prefetch': '3' })
  for (const key of segmentPrefetchKeys(route))
    combos.push({ ...rsc, 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': key })
  return combos
}

/** Every answer on the way, following redirects (`_rsc` ones too) with the same headers. */
async function walk(api: APIRequestContext, url: string, headers: Record<string, string>): Promise<Hop[]> {
  const hops: Hop[] = []
  let next: string | null = url
  for (let i = 0; next && i < 10; i++) {
    const res: APIResponse = await api.get(next, { headers, maxRedirects: 0, failOnStatusCode: false })
    hops.push({ url: next, status: res.status(), headers: res.headers(), body: await res.body() })
    const location = res.status() >= 300 && res.status() < 400 ? res.headers().location : undefined
    // Same-site redirects only (the sandbox gateway's page is the same site too).
    const target = location ? new URL(location, res.url()) : null
    next = target && target.origin === new URL(res.url()).origin ? target.pathname + target.search : null
  }
  return hops
}

/** What of the first visitor's request an answer carries. */
function leaks(hop: Hop): string[] {
  const text = `${JSON.stringify(hop.headers)}\n${hop.body.toString('latin1')}`
  const named: [string, string][] = [
    ['session', secrets.session],
    ['registration token', victim.token],
    ['invitation', secrets.invite],
    ['receipt token', secrets.receipt],
    ['marker', secrets.marker],
  ]
  return named.filter(([, value]) => text.includes(value)).map(([name]) => name)
}

const isPrivate = (hop: Hop) => {
  const value = hop.headers['cache-control'] ?? ''
  // Files that never change (build assets, uploaded pictures) are the same for everyone.
  return /\bimmutable\b/.test(value) || (/\bprivate\b/.test(value) && /\bno-store\b/.test(value))
}

test.beforeAll(async ({ playwright, server }, testInfo) => {
  test.setTimeout(600_000)
  const baseURL = testInfo.project.use.baseURL
  const client = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': randomAddress() } })
  const api = await client()

  // The first visitor: a delegate who paid (a receipt), and an administrator (signed in here) who
  // invited a desk volunteer (the invitation's link comes by mail).
  const reg = await register(api, uniqueDelegate('sec-cache'))
  const { fields } = await payerChooses(api, await initiate(api, reg), 'approve')
  await advice(api, fields)
  const [{ receipt_token }] = await sql<{ receipt_token: string }>(
    server,
    'SELECT receipt_token FROM participants WHERE id = $1',
    [reg.id],
  )
  const admin = await createAdmin(server, 'sec-cache')
  const session = await signIn(api, admin)
  const email = `sec-cache-desk-${Date.now()}@uppedicon.test`
  const invited = await api.post('/adminpanel/volunteers/', {
    headers: bearer(session),
    data: { email, name: 'Cache Desk' },
  })
  expect(invited.status()).toBe(201)
  const link = new URL(
    /https?:\/\/\S+\?token=[\w-]{43}/.exec((await waitForMail(email, { server })).text)![0],
  )
  victim = { api, id: reg.id, token: reg.token }
  secrets = {
    session,
    invite: link.searchParams.get('token')!,
    invitePath: link.pathname,
    receipt: receipt_token,
    marker: `cachemark${Date.now()}${Math.floor(Math.random() * 1e6)}`,
  }

  // The strangers: one anonymous, one a delegate of their own who opened their own link.
  anonymous = await client()
  const strangerApi = await client()
  const own = await register(strangerApi, uniqueDelegate('sec-cache-stranger'))
  await strangerApi.get(`/registration/${own.id}?token=${own.token}`)
  stranger = { api: strangerApi, id: own.id, token: own.token }
  const members = (await (await anonymous.get('/uppedicon/members/')).json()) as { picture?: string }[]
  const picture = members.find((m) => m.picture?.startsWith('/uploads/'))?.picture
  if (picture) uploadPath = picture.slice('/uploads/'.length)

  // Every page's cache entry expired (every page shows the edition); the settling second
  // expiry (lib/cache.ts) passes before the first visitor asks.
  const [{ edition_id }] = await sql<{ edition_id: number }>(server, 'SELECT edition_id FROM current_edition')
  const saved = await api.put(`/adminpanel/editions/?id=${edition_id}`, {
    headers: bearer(session),
    data: {},
  })
  expect(saved.status()).toBe(200)
  await new Promise((resolve) => setTimeout(resolve, 3500))

  for (const route of [...ROUTES, UNKNOWN]) {
    const address = addressFor(route, 'victim')
    const query = new URLSearchParams({
      token: address === secrets.invitePath ? secrets.invite : victim.token,
      registration: String(victim.id),
      participant_id: String(victim.id),
      participant_token: victim.token,
      m: secrets.marker,
    })
    primed.set(route.dir || route.segments.join('/'), {
      address,
      hops: await walk(victim.api, `${address}?${query}`, {}),
    })
  }
})

test.afterAll(async () => {
  await Promise.all([victim?.api, stranger?.api, anonymous].map((c) => c?.dispose()))
})

/** What a stranger may see of the route, and whether the first visitor's answers were private. */
async function problemsOf(route: AppRoute): Promise<string[]> {
  const first = primed.get(route.dir || route.segments.join('/'))!
  const problems: string[] = []
  for (const hop of first.hops)
    if (!isPrivate(hop))
      problems.push(
        `${hop.url} (first visitor, ${hop.status}): Cache-Control "${hop.headers['cache-control'] ?? ''}"`,
      )
  // The anonymous stranger asks for the first visitor's address (unless the address is itself the
  // secret) and their own; the stranger with a registration asks for their own.
  const victimAddress = addressFor(route, 'victim')
  const strangerAddress = addressFor(route, 'stranger')
  const asks: [APIRequestContext, string][] = [
    [anonymous, strangerAddress],
    [stranger.api, strangerAddress],
  ]
  if (victimAddress !== strangerAddress && !victimAddress.includes(secrets.receipt))
    asks.push([anonymous, victimAddress])
  for (const [api, address] of asks)
    for (const headers of routerHeaders(route))
      for (const hop of await walk(api, address, headers)) {
        const found = leaks(hop)
        if (found.length)
          problems.push(
            `${hop.url} ${JSON.stringify(headers)} → ${hop.status} carries the ${found.join(', ')}`,
          )
      }
  return problems
}

test('no route answers a stranger with anything of another visitor’s request', async () => {
  test.setTimeout(900_000)
  const problems: Record<string, string[]> = {}
  for (const route of [...ROUTES, UNKNOWN]) {
    const found = await problemsOf(route)
    if (found.length) problems[route.fixedPath ?? `/${route.segments.join('/')} (${route.kind})`] = found
  }
  expect(problems).toEqual({})
})
