// The GST settings over the API (PUT /adminpanel/gst/settings/): refused without a session (401);
// each field's problem refused with the field named (400: a SAC code that is not one, a rate GST
// does not have, a state that is not the GSTIN's, no legal name or address while registered) and
// nothing saved; an edition's own settings saved with its id, apart from the association's, with a
// category's and the workshops' own SAC code and rate. The edition is the demo's past one (UP
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
