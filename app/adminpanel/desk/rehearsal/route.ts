import { jsonBody, parse } from '@/lib/api/input'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { setRehearsal } from '@/lib/tickets/desk-window'
import { rehearsalSchema } from '@/lib/tickets/schema'

// PUT /adminpanel/desk/rehearsal/ {open} — opens the current edition's check-in desk early for a
// rehearsal, or ends the rehearsal; audited (admin)
export const PUT = adminWrite(async (request, actor) => {
  const { open } = parse(rehearsalSchema, await jsonBody(request, 1024))
  return privateJson(await setRehearsal(actor, open))
})
