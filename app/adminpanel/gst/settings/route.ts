import { jsonBody, parse, queryOf } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { gstEditionSchema, gstSettingsSchema } from '@/lib/invoices/schema'
import { gstSettingsList, removeEditionGstSettings, saveGstSettings } from '@/lib/invoices/settings-write'

// GET /adminpanel/gst/settings/ — the association's GST settings and the editions' overrides (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await gstSettingsList())
})

// PUT /adminpanel/gst/settings/ — {editionId (null: the association), registered, gstin, legalName,
// address, stateCode, seriesPrefix, pricesIncludeGst, rates}: save one scope's settings (admin, audited)
export const PUT = adminWrite(async (request, actor) => {
  const input = parse(gstSettingsSchema, await jsonBody(request))
  return privateJson(await saveGstSettings(actor, input))
})

// DELETE /adminpanel/gst/settings/?edition=<id> — remove an edition's own settings: its invoices
// issued from then on use the association's (admin, audited); 404 when it has none of its own
export const DELETE = adminWrite(async (request, actor) => {
  const { edition } = parse(gstEditionSchema, { edition: queryOf(request).edition })
  return privateJson(await removeEditionGstSettings(actor, edition))
})
