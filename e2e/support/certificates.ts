// Helpers of the certificate specs: check-ins made in the database (the desk is another
// feature's), the current edition, and an edition's certificate settings saved over the API.
import { expect, type APIRequestContext } from '@playwright/test'
import { bearer } from './admin'
import { sql } from './db'
import type { ServerName } from './servers'

export async function checkIn(server: ServerName, registrationId: number) {
  await sql(
    server,
    `INSERT INTO check_ins (participant_id, edition_id, day, by_name)
     SELECT id, edition_id, current_date, 'Desk 1' FROM participants WHERE id = $1`,
    [registrationId],
  )
}

export async function currentEdition(server: ServerName): Promise<number> {
  const [row] = await sql<{ edition_id: number }>(server, 'SELECT edition_id FROM current_edition')
  return row.edition_id
}

export const SETTINGS = {
  title: 'Certificate of Attendance',
  bodyText:
    'This is to certify that {name} ({registration_number}) attended {edition} at {city} and earns {hours} CME credit hours.',
  cmeHours: 12,
}

export async function saveSettings(request: APIRequestContext, token: string, edition: number) {
  const res = await request.put(`/adminpanel/certificates/?edition=${edition}`, {
    headers: bearer(token),
    data: SETTINGS,
  })
  expect(res.status(), await res.text()).toBe(200)
}
