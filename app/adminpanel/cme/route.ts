import { jsonBody, parse } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { cmeSettingsSchema } from '@/lib/cme/schema'
import { cmeSettingsOf, saveCmeSettings } from '@/lib/cme/settings'

// GET /adminpanel/cme/?edition= — the edition's CME settings, or null while none are saved (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson({ settings: await cmeSettingsOf(editionOf(request)) })
})

// PUT /adminpanel/cme/?edition= — {council, accreditationNumber, accreditationDate, hoursPerDay,
// releaseRule, releaseOn, lastDayEndsTime, minDays, feedbackSkippable} (admin, audited)
export const PUT = adminWrite(async (request, actor) => {
  const edition = editionOf(request)
  const input = parse(cmeSettingsSchema, await jsonBody(request))
  return privateJson({ settings: await saveCmeSettings(actor, edition, input) })
})
