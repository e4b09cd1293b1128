import { jsonBody, parse } from '@/lib/api/input'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { setDeskOpening } from '@/lib/tickets/desk-window'
import { deskOpeningSchema } from '@/lib/tickets/schema'

// PUT /adminpanel/desk/ {opens_time} — the time of day (India, HH:MM) the current edition's
// check-in desk opens on the day before the first day, for kit collection; audited (admin)
export const PUT = adminWrite(async (request, actor) => {
  const { opens_time } = parse(deskOpeningSchema, await jsonBody(request, 1024))
  return privateJson(await setDeskOpening(actor, opens_time))
})
