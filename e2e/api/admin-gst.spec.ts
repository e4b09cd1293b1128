// The GST settings over the API (PUT and DELETE /adminpanel/gst/settings/): refused without a
// session (401); each field's problem refused with the field named (400: a SAC code that is not one,
// a rate GST does not have, a state that is not the GSTIN's, no legal name or address while
// registered) and nothing saved; an edition's own settings saved with its id, apart from the
// association's, with a category's and the workshops' own SAC code and rate; an edition's own
// settings removed (audited), after which there is nothing to remove (404). The edition is the demo's past one (UP
// Pedicon 2025), whose sales are over: the association's settings, which the other specs' invoices
// read, are never changed. (That an edition's settings are the ones its invoices print is walked in
// the console, alone: e2e/browser/alone-gst-edition.spec.ts.)
import type { APIRequestContext } from '@playwright/test'
import { bearer, signIn } from '../support/admin'
import { demoEdition } from '../support/cme'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { associationSettings, GST_SETTINGS as SETTINGS } from '../support/gst'

type Settings = Awaited<ReturnType<typeof associationSettings>>

const put = (request: APIRequestContext, token: string, data: object) =>
  request.put(SETTINGS, { headers: bearer(token), data })

test('without a session the settings are neither read nor saved (401)', async ({ request }) => {
  expect((await request.get(SETTINGS)).status()).toBe(401)
  const res = await request.put(SETTINGS, { data: { editionId: null, registered: false } })
  expect(res.status()).toBe(401)
  expect((await res.json()) as object).toMatchObject({ code: 'unauthorized' })
  const removal = await request.delete(`${SETTINGS}?edition=1`)
  expect(removal.status()).toBe(401)
  expect((await removal.json()) as object).toMatchObject({ code: 'unauthorized' })
})

test.describe('saving GST settings', () => {
  let token: string
  let association: Settings
  test.beforeEach(async ({ request }) => {
    token = await signIn(request)
    association = await associationSettings(request)
  })
  // No sale of the past edition reads its own settings: removed, the association's apply to it again.
  test.afterEach(async ({ request, server }) => {
    await sql(server, 'DELETE FROM gst_settings WHERE edition_id = $1', [await demoEdition(request)])
  })

  test('each field’s problem is refused with the field named, and nothing is saved', async ({
    request,
    server,
  }) => {
    const rates = association.rates as Record<string, unknown>
    const cases: [string, object, string, RegExp][] = [
      [
        'a SAC code that is not one',
        { rates: { ...rates, registration: { sac: '123456', ratePercent: 18 } } },
        'rates.registration.sac',
        /^SAC: six digits starting with 99/,
      ],
      [
        'a rate GST does not have',
        { rates: { ...rates, workshop: { sac: '998596', ratePercent: 15 } } },
        'rates.workshop.ratePercent',
        /^Rate: one of the GST rates/,
      ],
      [
        'a state that is not the GSTIN’s',
        { registered: true, stateCode: '27' },
        'stateCode',
        /^The state must be the GSTIN's/,
      ],
      ['no legal name while registered', { registered: true, legalName: ' ' }, 'legalName', /required/],
      ['no address while registered', { registered: true, address: '' }, 'address', /required/],
    ]
    // Sent as the past edition's (were one accepted, the association's would stay as they are).
    const edition = await demoEdition(request)
    for (const [what, change, field, message] of cases) {
      const res = await put(request, token, { ...association, editionId: edition, ...change })
      expect(res.status(), what).toBe(400)
      const body = (await res.json()) as { code: string; fields: Record<string, string[]> }
      expect(body.code, what).toBe('invalid')
      expect(Object.keys(body.fields), what).toEqual([field])
      expect(body.fields[field][0], what).toMatch(message)
    }
    expect(await sql(server, 'SELECT id FROM gst_settings WHERE edition_id = $1', [edition])).toEqual([])
    // Not registered, the seller's fields are not asked for.
    const unregistered = await put(request, token, {
      ...association,
      editionId: edition,
      registered: false,
      legalName: '',
      address: '',
      gstin: '',
    })
    expect(unregistered.status(), await unregistered.text()).toBe(200)
    expect(await associationSettings(request)).toEqual(association)
  })

  test('an edition’s own settings are saved with its id, with a category’s and the workshops’ own SAC and rate', async ({
    request,
    server,
  }) => {
    const edition = await demoEdition(request)
    const own = {
      ...association,
      editionId: edition,
      seriesPrefix: 'UP25',
      legalName: 'IAP Uttar Pradesh State Branch (UP Pedicon 2025)',
      rates: {
        registration: { sac: '998596', ratePercent: 18 },
        categories: { PG_Student: { sac: '999293', ratePercent: 5 } },
        workshop: { sac: '999294', ratePercent: 12 },
        accompanying: { sac: '998596', ratePercent: 18 },
      },
    }
    const res = await put(request, token, own)
    expect(res.status(), await res.text()).toBe(200)
    const list = (await res.json()) as (Settings & { editionId: number | null; saved: boolean })[]
    expect(list.find((s) => s.editionId === edition)).toEqual({ ...own, saved: true })
    // The association's settings stay as they were.
    expect(await associationSettings(request)).toEqual(association)

    // The workshops' rate changed again, and the category's removed: the edition's one row follows.
    const changed = {
      ...own,
      rates: { ...own.rates, categories: {}, workshop: { sac: '999293', ratePercent: 28 } },
    }
    expect((await put(request, token, changed)).status()).toBe(200)
    const rows = await sql<{ rates: { workshop: object; categories: object } }>(
      server,
      'SELECT rates FROM gst_settings WHERE edition_id = $1',
      [edition],
    )
    expect(rows.map((r) => [r.rates.workshop, r.rates.categories])).toEqual([
      [{ sac: '999293', ratePercent: 28 }, {}],
    ])
    const unknown = await put(request, token, { ...own, editionId: 999_999 })
    expect(unknown.status()).toBe(404)
  })
})

test('an edition’s own settings are removed: the association’s apply to it again; nothing to remove is a 404', async ({
  request,
  server,
}) => {
  const token = await signIn(request)
  const association = await associationSettings(request)
  const edition = await demoEdition(request)
  const remove = (query: string) => request.delete(`${SETTINGS}?${query}`, { headers: bearer(token) })
  try {
    // Without settings of its own there is nothing to remove.
    expect((await remove(`edition=${edition}`)).status()).toBe(404)
    const own = { ...association, editionId: edition, seriesPrefix: 'UP25' }
    expect((await put(request, token, own)).status()).toBe(200)

    const res = await remove(`edition=${edition}`)
    expect(res.status(), await res.text()).toBe(200)
    const list = (await res.json()) as { editionId: number | null }[]
    expect(list.some((s) => s.editionId === edition)).toBe(false)
    expect(await sql(server, 'SELECT id FROM gst_settings WHERE edition_id = $1', [edition])).toEqual([])
    expect(await associationSettings(request)).toEqual(association)
    const audit = await sql<{ entity_id: string }>(
      server,
      "SELECT entity_id FROM audit_logs WHERE action = 'gst.settings-remove' AND entity_id = $1",
      [String(edition)],
    )
    expect(audit.length).toBeGreaterThan(0)

    // Removed already, or no such edition: 404; no edition named (the association's are never
    // removed): 400.
    const again = await remove(`edition=${edition}`)
    expect(again.status()).toBe(404)
    expect((await again.json()) as object).toMatchObject({ code: 'not_found' })
    expect((await remove('edition=999999')).status()).toBe(404)
    for (const query of ['', 'edition=', 'edition=null', 'edition=abc', 'edition=-1'])
      expect((await remove(query)).status(), query).toBe(400)
    expect(await associationSettings(request)).toEqual(association)
  } finally {
    await sql(server, 'DELETE FROM gst_settings WHERE edition_id = $1', [edition])
  }
})
