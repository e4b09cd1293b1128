// What a certificate prints under an edition's CME settings: the hours the delegate's attendance
// earns, the council and registration number, the days attended and the accreditation. Null
// without CME settings (the certificate prints the edition's fixed hours, as before).
import 'server-only'
import { formatLongDate } from '@/lib/dates'
import { councilName } from './councils'
import type { CmeLines } from './schema'
import { cmeStanding } from './standing'

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

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
      accreditation: `Accredited by the ${councilName(settings.council)}, ${settings.accreditationNumber} of ${formatLongDate(settings.accreditationDate)}`,
    },
  }
}
