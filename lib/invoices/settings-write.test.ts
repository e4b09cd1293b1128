// An edition's own GST settings, saved and then removed on the run's real database: removed, the
// edition's invoices issued from then on follow the association's settings (gstTermsFor), an
// invoice issued before keeps what it printed, the removal is audited, and there is nothing to
// remove a second time (404) nor for an edition without settings of its own; the association's
// own settings are never removed.
import { expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { DEFAULT_RATES } from '@/lib/gst/gst'
import { verifyProof } from '@/lib/registrations/review'
import { DELHI_SELLER, gstRegisteredEach, proofSubmitted } from '@/test/gst'
import { invoiceOf } from './service'
import { gstTermsFor } from './settings'
import { removeEditionGstSettings, saveGstSettings } from './settings-write'

const ORGANISER = { kind: 'admin', email: 'organiser@example.org', ip: '127.0.0.1' } as const

gstRegisteredEach('audit_logs', 'payment_attempts', 'payment_proofs', 'participants')

it('removed, an edition’s own settings give way to the association’s for the invoices issued from then on', async () => {
  const edition = await findCurrentEdition()
  await saveGstSettings(ORGANISER, {
    editionId: edition.id,
    ...DELHI_SELLER,
    pricesIncludeGst: true,
    rates: { registration: DEFAULT_RATES.registration, categories: {} },
  })
  expect(await gstTermsFor(db(), edition.id)).toMatchObject({ editionOverride: true, seriesPrefix: 'PEDI' })
  const before = await proofSubmitted({ editionId: edition.id, placeOfSupply: '09' })
  await verifyProof(before.id, ORGANISER)

  const list = await removeEditionGstSettings(ORGANISER, edition.id)
  expect(list.map((s) => [s.editionId, s.saved])).toEqual([[null, true]])
  expect(await gstTermsFor(db(), edition.id)).toMatchObject({
    editionOverride: false,
    seriesPrefix: 'UPIAP',
    stateCode: '09',
  })
  const after = await proofSubmitted({ editionId: edition.id, placeOfSupply: '09' })
  await verifyProof(after.id, ORGANISER)
  // The association is in Uttar Pradesh, as the delegate: CGST + SGST, in its own series.
  expect(await invoiceOf(after.id)).toMatchObject({
    number: expect.stringMatching(/^UPIAP\/\d{4}\/00001$/),
    cgstPaise: 49576,
    igstPaise: 0,
  })
  // The invoice issued before keeps the edition's series and seller.
  expect(await invoiceOf(before.id)).toMatchObject({
    number: expect.stringMatching(/^PEDI\/\d{4}\/00001$/),
    seller: expect.objectContaining({ gstin: '07AAATI4821K1ZN' }),
  })

  const audit = await db().auditLog.findMany({ where: { action: 'gst.settings-remove' } })
  expect(audit.map((a) => [a.adminEmail, a.entity, a.entityId])).toEqual([
    [ORGANISER.email, 'gst', String(edition.id)],
  ])

  // Nothing left to remove: 404, and nothing more is audited.
  await expect(removeEditionGstSettings(ORGANISER, edition.id)).rejects.toMatchObject({ code: 'not_found' })
  await expect(removeEditionGstSettings(ORGANISER, 999_999)).rejects.toMatchObject({ code: 'not_found' })
  expect(await db().auditLog.count({ where: { action: 'gst.settings-remove' } })).toBe(1)
  expect(await db().gstSettings.count({ where: { editionId: null } })).toBe(1)
})
