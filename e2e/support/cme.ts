// Helpers of the CME specs: the demo's past edition (UP Pedicon 2025, number 46), its CME
// settings saved over the API, and its demo delegates with their pages' addresses.
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { serverInfo, sql } from './db'
import type { ServerName } from './servers'

export const DEMO_CME = {
  council: 'UP',
  accreditationNumber: 'UPMC/CME/2025/117',
  accreditationDate: '2025-10-01',
  hoursPerDay: 4,
  releaseRule: 'after_last_day',
  lastDayEndsTime: '17:30',
  minDays: 2,
  feedbackSkippable: false,
}

export async function demoEdition(request: APIRequestContext): Promise<number> {
  const editions = (await (await request.get('/adminpanel/editions/')).json()) as {
    id: number
    number: number
  }[]
  return editions.find((e) => e.number === 46)!.id
}

export async function saveCme(request: APIRequestContext, edition: number, data: Record<string, unknown>) {
  const res = await request.put(`/adminpanel/cme/?edition=${edition}`, { data: { ...DEMO_CME, ...data } })
  expect(res.status(), await res.text()).toBe(200)
}

/** The demo delegates of the edition by name: id, the page's address, the certificate's code. */
export async function delegates(server: ServerName, edition: number) {
  const secret = fs.readFileSync(path.join(serverInfo(server).dataDir, 'auth-secret'), 'utf8').trim()
  const rows = await sql<{ id: number; name: string; code: string | null }>(
    server,
    `SELECT p.id, p.name, c.code FROM participants p
       LEFT JOIN certificates c ON c.participant_id = p.id AND c.revoked_at IS NULL
      WHERE p.edition_id = $1`,
    [edition],
  )
  const token = (id: number) => createHmac('sha256', secret).update(`participant:${id}`).digest('base64url')
  return new Map(rows.map((r) => [r.name, { ...r, page: `/registration/${r.id}?token=${token(r.id)}` }]))
}

/** A CSV answer's lines, without the byte-order mark. */
export const csvLines = async (res: { text(): Promise<string> }) =>
  (await res.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
