// Where a delegate stands for a CME certificate: the days attended and the hours they earn under
// the edition's settings, when certificates are released and whether they are now. Without CME
// settings an edition has no rule here (its certificates work as before: null).
import 'server-only'
import { attendedDays, daysOf } from '@/lib/attendance/days'
import { sessionHours } from '@/lib/attendance/sessions'
import { formatIndianDateTime } from '@/lib/dates'
import type { Prisma } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import { creditsFor, releaseAt, type Credits } from './credits'
import type { CmeSettingsDto } from './schema'
import { cmeSettingsOf } from './settings'

export interface CmeStanding {
  settings: CmeSettingsDto
  credits: Credits
  releaseAt: Date
  released: boolean
  /** Why no certificate is given now, in the delegate's words; null: it is given. */
  refusal: { code: 'conflict' | 'unprocessable'; message: string } | null
}

export interface CmeRule {
  editionId: number
  settings: CmeSettingsDto
  startsOn: string
  endsOn: string
  releaseAt: Date
}

/** The edition's rule (null without CME settings). */
export async function cmeRuleOf(editionId: number): Promise<CmeRule | null> {
  const [settings, edition] = await Promise.all([cmeSettingsOf(editionId), findEdition(editionId)])
  if (!settings) return null
  const at = releaseAt({
    rule: settings.releaseRule,
    releaseOn: settings.releaseOn,
    endsOn: edition.ends_on,
    lastDayEndsTime: settings.lastDayEndsTime,
  })
  return { editionId, settings, startsOn: edition.starts_on, endsOn: edition.ends_on, releaseAt: at }
}

export const releaseMessage = (at: Date) =>
  `Certificates are released on ${formatIndianDateTime(at)} (India time), not before.`

/** A delegate's standing under a rule, for the days (and the sessions' hours) they attended. */
export function standingUnder(rule: CmeRule, days: string[], now = new Date(), hours = 0): CmeStanding {
  const credits = creditsFor({ ...rule.settings, startsOn: rule.startsOn, endsOn: rule.endsOn }, days, hours)
  const released = now.getTime() >= rule.releaseAt.getTime()
  const refusal = !released
    ? { code: 'conflict' as const, message: releaseMessage(rule.releaseAt) }
    : !credits.eligible
      ? {
          code: 'unprocessable' as const,
          message: `A certificate needs ${credits.needed} of the ${credits.conferenceDays} conference days; you attended ${credits.days.length}.`,
        }
      : null
  return { settings: rule.settings, credits, releaseAt: rule.releaseAt, released, refusal }
}

/** One delegate's standing (null: the edition has no CME settings). */
export async function cmeStanding(editionId: number, registrationId: number, now = new Date()) {
  const rule = await cmeRuleOf(editionId)
  if (!rule) return null
  const [days, hours] = await Promise.all([
    daysOf(editionId, registrationId),
    rule.settings.creditPerSession ? sessionHours(editionId, [registrationId]) : undefined,
  ])
  return standingUnder(rule, days, now, hours?.get(registrationId) ?? 0)
}

/** The registrations among `ids` whose attendance earns a certificate under the rule. */
export async function eligibleUnder(rule: CmeRule, ids: number[], tx?: Prisma.TransactionClient) {
  const days = await attendedDays(rule.editionId, ids, tx)
  return new Set(ids.filter((id) => standingUnder(rule, days.get(id) ?? []).credits.eligible))
}
