// An edition's CME settings (the council's accreditation, credit hours per day or per session, the release rule,
// the minimum attendance, whether the feedback may be skipped): read for the console, the
// certificates and the delegate's page, saved by the organisers as a domain write.
import 'server-only'
import type { Actor } from '@/lib/audit/actions'
import { fromIsoDate, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import type { CmeSettings } from '@/lib/generated/prisma/client'
import type { CmeSettingsDto, CmeSettingsInput } from './schema'

function dtoOf(row: CmeSettings): CmeSettingsDto {
  return {
    council: row.council,
    accreditationNumber: row.accreditationNumber,
    accreditationDate: toIsoDate(row.accreditationDate),
    hoursPerDay: Number(row.hoursPerDay),
    releaseRule: row.releaseRule,
    releaseOn: row.releaseOn ? toIsoDate(row.releaseOn) : null,
    lastDayEndsTime: row.lastDayEndsTime,
    minDays: row.minDays,
    creditPerSession: row.creditPerSession,
    feedbackSkippable: row.feedbackSkippable,
  }
}

/** The edition's CME settings, or null while the organisers have saved none (no CME credits). */
export async function cmeSettingsOf(editionId: number): Promise<CmeSettingsDto | null> {
  const row = await db().cmeSettings.findUnique({ where: { editionId } })
  return row ? dtoOf(row) : null
}

export async function saveCmeSettings(
  actor: Actor,
  editionId: number,
  input: CmeSettingsInput,
): Promise<CmeSettingsDto> {
  await findEdition(editionId)
  const data = {
    council: input.council,
    accreditationNumber: input.accreditationNumber,
    accreditationDate: fromIsoDate(input.accreditationDate),
    hoursPerDay: input.hoursPerDay,
    releaseRule: input.releaseRule,
    releaseOn: input.releaseRule === 'on_date' && input.releaseOn ? fromIsoDate(input.releaseOn) : null,
    lastDayEndsTime: input.lastDayEndsTime,
    minDays: input.minDays ?? null,
    creditPerSession: input.creditPerSession ?? false,
    feedbackSkippable: input.feedbackSkippable,
  }
  return domainWrite(actor, async (w) => {
    const row = await w.tx.cmeSettings.upsert({
      where: { editionId },
      create: { editionId, ...data },
      update: data,
    })
    await w.audit('certificate.cme-settings', { entityId: editionId, detail: { ...input } })
    return dtoOf(row)
  })
}
