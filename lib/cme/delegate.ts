// The delegate's page's CME lines: when certificates are released, the days attended and the
// credit hours earned, or why there is no certificate.
import 'server-only'
import type { CmeView } from './schema'
import { cmeStanding } from './standing'

export async function cmeView(editionId: number, registrationId: number): Promise<CmeView | null> {
  const s = await cmeStanding(editionId, registrationId)
  if (!s) return null
  return {
    releaseAt: s.releaseAt.toISOString(),
    released: s.released,
    refusal: s.released && s.refusal ? s.refusal.message : null,
    hours: s.credits.hours,
    days: s.credits.days.length,
    conferenceDays: s.credits.conferenceDays,
  }
}
