import { jsonBody, parse } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { certificateSettingsSchema } from '@/lib/certificates/schema'
import { certificateSettings, saveCertificateSettings } from '@/lib/certificates/settings'

// GET /adminpanel/certificates/?edition= — the edition's certificate text, CME hours,
// signatories, mailing progress (sent / failed / remaining) and checked-in count (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await certificateSettings(editionOf(request)))
})

// PUT /adminpanel/certificates/?edition= — {title, bodyText, cmeHours}: set the certificate text
// (placeholders {name} {edition} {hours} {category} {registration_number} {dates} {city} {venue})
// and the CME credit hours (admin, audited)
export const PUT = adminWrite(async (request, actor) => {
  const edition = editionOf(request)
  const input = parse(certificateSettingsSchema, await jsonBody(request))
  return privateJson(await saveCertificateSettings(actor, edition, input))
})
