// What a certificate prints under an edition's CME settings: the hours the delegate's attendance
// earns, the council and registration number, the days attended and the accreditation. Null
// without CME settings (the certificate prints the edition's fixed hours, as before).
import 'server-only'
import { formatLongDate } from '@/lib/dates'
import { councilName } from './councils'
import type { CmeLines, CmeSettingsDto } from './schema'
import { cmeStanding } from './standing'

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** "Accredited by the Uttar Pradesh Medical Council, UPMC/CME/2025/117 of 1 October 2025". */
export const accreditationLine = (s: CmeSettingsDto) =>
  `Accredited by the ${councilName(s.council)}, ${s.accreditationNumber} of ${formatLongDate(s.accreditationDate)}`

export async function cmeFacts(
  editionId: number,
  p: { id: number; medicalCouncil: string; councilRegNumber: string },
): Promise<{ hours: number; lines: CmeLines } | null> {
  const standing = await cmeStanding(editionId, p.id)
  if (!standing) return null
  const { credits, settings } = standing
  const days = credits.days.map(formatLongDate).join(', ') || 'no conference day'
  return {
    hours: credits.hours,
    lines: {
      registration: p.medicalCouncil
        ? `${councilName(p.medicalCouncil)} registration ${p.councilRegNumber}`
        : '',
      attendance: `Attended ${days} (${credits.days.length} of ${plural(credits.conferenceDays, 'day')})`,
      accreditation: accreditationLine(settings),
    },
  }
}
