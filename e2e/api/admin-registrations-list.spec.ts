// GET /adminpanel/registrations/ and /adminpanel/registrations/export/: the organisers' list of
// registrations (search, filters, order, pages, totals) and its CSV export, on registrations of
// this spec's own (a unique tag in their e-mails: the site is shared, so every query is narrowed
// to it). States come from the real API flows where a delegate can reach them (pending, paid
// through the sandbox gateway, failed, free); states that need an administrator, and the
// registration dates, are set in the database.
import type { APIRequestContext } from '@playwright/test'
import type { RegistrationsPage as ListPage } from '../../lib/console/schema'
import { bearer, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import {
  initiate,
  letters,
  payerChooses,
  register,
  uniqueDelegate,
  type Registration,
} from '../support/registration'
import type { ServerName } from '../support/servers'

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`

const FORMULA = '=HYPERLINK("http://x")'
const HINDI = 'आशा वर्मा'

async function registerAs(
  api: APIRequestContext,
  tag: string,
  name: string,
  category: string,
): Promise<Registration & { mobile: string; email: string }> {
  const d = uniqueDelegate(tag, { name, category })
  return { ...(await register(api, d)), mobile: d.mobile_number, email: d.email }
}

async function pay(api: APIRequestContext, reg: Registration, decision: 'approve' | 'decline') {
  const { action, fields } = await payerChooses(api, await initiate(api, reg), decision)
  expect(
    (
      await api.post(action, { form: fields, headers: { accept: 'application/json' }, maxRedirects: 0 })
    ).status(),
  ).toBeLessThan(400)
}

const setRow = (server: ServerName, id: number, set: string, values: unknown[] = []) =>
  sql(server, `UPDATE participants SET ${set} WHERE id = $1`, [id, ...values])

/** A CSV file as rows of cells (RFC 4180: quoted cells may hold commas, quotes and line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      row.push(cell)
      cell = ''
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
      i++
    } else {
      cell += c
    }
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

test.describe('registrations list API', () => {
  const tag = `rlist${unique()}`
  const W = letters(Date.now()).replace(/^./, (c) => c.toUpperCase())
  let token: string
  const regs = {} as Record<
    'pending' | 'paid' | 'failed' | 'free' | 'refunded' | 'verified' | 'formula' | 'hindi',
    Registration & { mobile: string; email: string }
  >

  test.beforeAll(async ({ playwright, server }, info) => {
    const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
    token = await signIn(api)
    const made = await Promise.all([
      registerAs(api, tag, `Pending ${W}`, 'NonMember'),
      registerAs(api, tag, `Paid ${W}`, 'PG_Student'),
      registerAs(api, tag, `Failed ${W}`, 'corporate_regis'),
      registerAs(api, tag, `Senior ${W}`, 'seniorcitizen'),
      registerAs(api, tag, `Refund ${W}`, 'NonMember'),
      registerAs(api, tag, `Verified ${W}`, 'ciap_upiap_Member'),
      registerAs(api, tag, `Formula ${W}`, 'NonMember'),
      registerAs(api, tag, `Hindi ${W}`, 'NonMember'),
    ])
    ;[
      regs.pending,
      regs.paid,
      regs.failed,
      regs.free,
      regs.refunded,
      regs.verified,
      regs.formula,
      regs.hindi,
    ] = made
    await pay(api, regs.paid, 'approve')
    await pay(api, regs.failed, 'decline')
    // What administrators do (refund, proof review) and names the form does not accept.
    await setRow(
      server,
      regs.refunded.id,
      "status = 'refunded', paid_at = now(), refunded_paise = amount_paise",
    )
    await setRow(
      server,
      regs.verified.id,
      "status = 'proof_verified', paid_at = now(), refunded_paise = 50000",
    )
    await setRow(server, regs.formula.id, 'name = $2', [FORMULA])
    await setRow(server, regs.hindi.id, 'name = $2', [HINDI])
    // Registration days are India days: 09:30 and 23:45 IST on 10 March, 00:15 IST on 11 March,
    // 23:45 IST on 9 March.
    await setRow(server, regs.pending.id, "created_at = '2024-03-10T04:00:00Z'")
    await setRow(server, regs.paid.id, "created_at = '2024-03-10T18:15:00Z'")
    await setRow(server, regs.failed.id, "created_at = '2024-03-10T18:45:00Z'")
    await setRow(server, regs.free.id, "created_at = '2024-03-09T18:15:00Z'")
    await api.dispose()
  })

  async function list(
    request: APIRequestContext,
    query: Record<string, string | number> = {},
  ): Promise<ListPage> {
    const params = new URLSearchParams(
      Object.entries({ pageSize: 100, ...query }).map(([k, v]) => [k, String(v)]),
    )
    const res = await request.get(`/adminpanel/registrations/?${params}`, { headers: bearer(token) })
    expect(res.status(), await res.text()).toBe(200)
    expect(res.headers()['cache-control']).toContain('no-store')
    return (await res.json()) as ListPage
  }
  const ids = (page: ListPage) => page.items.map((r) => r.id).sort((a, b) => a - b)
  const idsOf = (...keys: (keyof typeof regs)[]) => keys.map((k) => regs[k].id).sort((a, b) => a - b)

  test('searches by name, e-mail, phone and registration number', async ({ request }) => {
    const byName = await list(request, { q: `paid ${W.toLowerCase()}` })
    expect(ids(byName)).toEqual(idsOf('paid'))
    expect(byName.items[0]).toMatchObject({
      name: `Paid ${W}`,
      category: 'PG_Student',
      designation: 'consultant',
      email: regs.paid.email,
      mobileNumber: regs.paid.mobile,
      amountPaise: 450000,
      status: 'paid',
      registrationNumber: regs.paid.registration_number,
    })
    expect(ids(await list(request, { q: W }))).toEqual(
      idsOf('pending', 'paid', 'failed', 'free', 'refunded', 'verified'),
    )
    expect(ids(await list(request, { q: regs.verified.email.toUpperCase() }))).toEqual(idsOf('verified'))
    expect(ids(await list(request, { q: tag }))).toHaveLength(8)
    expect(ids(await list(request, { q: regs.failed.mobile }))).toEqual(idsOf('failed'))
    expect(ids(await list(request, { q: regs.free.registration_number.toLowerCase() }))).toEqual(
      idsOf('free'),
    )
    expect(ids(await list(request, { q: HINDI }))).toContain(regs.hindi.id)
    expect((await list(request, { q: `${tag}-nobody` })).total).toBe(0)
  })

  test('filters by state, by category and by registration day (India time)', async ({ request }) => {
    expect(ids(await list(request, { q: tag, status: 'pending_payment' }))).toEqual(
      idsOf('pending', 'formula', 'hindi'),
    )
    expect(ids(await list(request, { q: tag, status: 'paid' }))).toEqual(idsOf('paid'))
    expect(ids(await list(request, { q: tag, status: 'payment_failed' }))).toEqual(idsOf('failed'))
    expect(ids(await list(request, { q: tag, status: 'free' }))).toEqual(idsOf('free'))
    expect(ids(await list(request, { q: tag, status: 'refunded' }))).toEqual(idsOf('refunded'))
    expect(ids(await list(request, { q: tag, category: 'NonMember' }))).toEqual(
      idsOf('pending', 'refunded', 'formula', 'hindi'),
    )
    expect(ids(await list(request, { q: tag, category: 'corporate_regis' }))).toEqual(idsOf('failed'))
    expect(ids(await list(request, { q: tag, category: 'NonMember', status: 'refunded' }))).toEqual(
      idsOf('refunded'),
    )
    expect(ids(await list(request, { q: tag, from: '2024-03-10', to: '2024-03-10' }))).toEqual(
      idsOf('pending', 'paid'),
    )
    expect(ids(await list(request, { q: tag, from: '2024-03-11', to: '2024-03-11' }))).toEqual(
      idsOf('failed'),
    )
    expect(ids(await list(request, { q: tag, to: '2024-03-10' }))).toEqual(idsOf('pending', 'paid', 'free'))
    expect(ids(await list(request, { q: tag, from: '2024-03-10' }))).toEqual(
      idsOf('pending', 'paid', 'failed', 'refunded', 'verified', 'formula', 'hindi'),
    )
  })

  test('sorts by a column in either direction', async ({ request }) => {
    const numbers = (await list(request, { q: tag, sort: 'registrationNumber', dir: 'asc' })).items.map(
      (r) => r.registrationNumber,
    )
    expect(numbers).toHaveLength(8)
    expect(numbers).toEqual([...numbers].sort())
    expect(
      (await list(request, { q: tag, sort: 'registrationNumber', dir: 'desc' })).items.map(
        (r) => r.registrationNumber,
      ),
    ).toEqual([...numbers].reverse())
    const amounts = (await list(request, { q: tag, sort: 'amount', dir: 'asc' })).items.map(
      (r) => r.amountPaise,
    )
    expect(amounts[0]).toBe(0)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    const names = (await list(request, { q: W, sort: 'name', dir: 'asc' })).items.map((r) => r.name)
    expect(names).toEqual(
      ['Failed', 'Paid', 'Pending', 'Refund', 'Senior', 'Verified'].map((n) => `${n} ${W}`),
    )
    expect((await list(request, { q: W, sort: 'name', dir: 'desc' })).items.map((r) => r.name)).toEqual(
      [...names].reverse(),
    )
    // Newest first by default.
    const created = (await list(request, { q: tag })).items.map((r) => r.createdAt)
    expect(created).toEqual([...created].sort().reverse())
  })

  test('totals count the filtered registrations and the money collected, by category and state', async ({
    request,
  }) => {
    const { totals, total } = await list(request, { q: tag })
    expect(total).toBe(8)
    // Verified 5 500 less a 500 refund; the fully refunded one adds nothing; the 4 500 paid through
    // the sandbox gateway is a test payment, never money collected (PAYMENT_MODE=sandbox).
    expect(totals.overall).toEqual({ count: 8, collectedPaise: 550000 - 50000 })
    const byStatus = Object.fromEntries(totals.byStatus.map((s) => [s.status, [s.count, s.collectedPaise]]))
    expect(byStatus).toEqual({
      pending_payment: [3, 0],
      paid: [1, 0],
      payment_failed: [1, 0],
      free: [1, 0],
      refunded: [1, 0],
      proof_verified: [1, 500000],
    })
    const byCategory = Object.fromEntries(
      totals.byCategory.map((c) => [c.category, [c.count, c.collectedPaise]]),
    )
    expect(byCategory).toEqual({
      NonMember: [4, 0],
      PG_Student: [1, 0],
      corporate_regis: [1, 0],
      seniorcitizen: [1, 0],
      ciap_upiap_Member: [1, 500000],
    })
    const narrowed = await list(request, { q: tag, category: 'PG_Student' })
    expect(narrowed.totals.overall).toEqual({ count: 1, collectedPaise: 0 })
    expect(narrowed.totals.byStatus).toEqual([{ status: 'paid', count: 1, collectedPaise: 0 }])
  })

  test('pages on the server: page 2 holds the rest, with no overlap', async ({
    request,
    playwright,
  }, info) => {
    const pagingTag = `rpage${unique()}`
    const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
    for (let i = 0; i < 3; i++)
      await Promise.all(Array.from({ length: 9 }, () => register(api, uniqueDelegate(pagingTag))))
    await api.dispose()
    const first = await list(request, { q: pagingTag, pageSize: 25 })
    const second = await list(request, { q: pagingTag, pageSize: 25, page: 2 })
    expect([first.total, first.items.length, first.page, first.pageSize]).toEqual([27, 25, 1, 25])
    expect([second.total, second.items.length, second.page]).toEqual([27, 2, 2])
    const all = [...first.items, ...second.items].map((r) => r.id)
    expect(new Set(all).size).toBe(27)
    expect((await list(request, { q: pagingTag, pageSize: 25, page: 3 })).items).toEqual([])
  })

  test('needs an administrator and refuses a malformed query', async ({ request }) => {
    for (const path of [
      '/adminpanel/registrations/',
      '/adminpanel/registrations',
      '/adminpanel/registrations/export/',
    ]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(401)
      expect(await res.json()).toMatchObject({ error: expect.any(String), detail: expect.any(String) })
    }
    expect(
      (
        await request.get('/adminpanel/registrations/', {
          headers: { Authorization: 'Bearer forged.token.value' },
        })
      ).status(),
    ).toBe(401)
    for (const [query, field] of [
      ['status=bribed', 'status'],
      ['category=vip', 'category'],
      ['from=2025-02-30', 'from'],
      ['sort=password', 'sort'],
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
    ]) {
      const res = await request.get(`/adminpanel/registrations/?${query}`, { headers: bearer(token) })
      expect(res.status(), query).toBe(400)
      const body = await res.json()
      expect(body.error).toBe(body.detail)
      expect(Object.keys(body.fields), query).toEqual([field])
    }
    const badExport = await request.get('/adminpanel/registrations/export/?dir=sideways', {
      headers: bearer(token),
    })
    expect(badExport.status()).toBe(400)
    expect(badExport.headers()['content-type']).toContain('application/json')
  })

  test('exports the filtered registrations as CSV for spreadsheets, and records the export', async ({
    request,
    server,
  }) => {
    const res = await request.get(
      `/adminpanel/registrations/export/?q=${tag}&sort=registrationNumber&dir=asc`,
      { headers: bearer(token) },
    )
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers()['content-disposition']).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    expect(res.headers()['cache-control']).toContain('no-store')
    const bytes = await res.body()
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = parseCsv(text.slice(1))
    expect(header.slice(0, 4)).toEqual(['Registration number', 'Name', 'E-mail', 'Mobile number'])
    expect(header).toHaveLength(20)
    expect(rows.every((r) => r.length === 20)).toBe(true)
    const expected = Object.values(regs)
      .map((r) => r.registration_number)
      .sort()
    expect(rows.map((r) => r[0])).toEqual(expected)
    const byNumber = new Map(rows.map((r) => [r[0], Object.fromEntries(header.map((h, i) => [h, r[i]]))]))
    // A formula is shown as text, not run; Devanagari survives the round trip.
    expect(byNumber.get(regs.formula.registration_number)!.Name).toBe(`'${FORMULA}`)
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(byNumber.get(regs.hindi.registration_number)!.Name).toBe(HINDI)
    expect(byNumber.get(regs.paid.registration_number)).toMatchObject({
      'E-mail': regs.paid.email,
      'Mobile number': regs.paid.mobile,
      Category: 'PG Student',
      'Amount (INR)': '4500',
      Status: 'Paid',
    })
    expect(byNumber.get(regs.verified.registration_number)).toMatchObject({
      'Refunded (INR)': '500',
      Status: 'Proof verified',
    })
    expect(byNumber.get(regs.pending.registration_number)).toMatchObject({
      'Registered at (IST)': '2024-03-10 09:30:00',
      'Last reminded (IST)': '',
    })

    const filtered = await request.get(
      `/adminpanel/registrations/export/?q=${tag}&status=pending_payment&sort=registrationNumber&dir=asc`,
      { headers: bearer(token) },
    )
    const [, ...pendingRows] = parseCsv((await filtered.text()).replace(/^\uFEFF/, ''))
    expect(pendingRows.map((r) => r[0])).toEqual(
      [regs.pending, regs.formula, regs.hindi].map((r) => r.registration_number).sort(),
    )

    const audit = await sql(
      server,
      "SELECT admin_email, entity, detail FROM audit_logs WHERE action = 'registration.export' AND detail->>'q' = $1 ORDER BY id",
      [tag],
    )
    expect(audit).toEqual([
      {
        admin_email: 'admin@uppedicon.org',
        entity: 'registration',
        detail: { q: tag, sort: 'registrationNumber', dir: 'asc' },
      },
      {
        admin_email: 'admin@uppedicon.org',
        entity: 'registration',
        detail: { q: tag, status: 'pending_payment', sort: 'registrationNumber', dir: 'asc' },
      },
    ])
  })
})
