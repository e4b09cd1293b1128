// A certificate by its public code: what the verification page says, and its PDF (rendered on
// demand from the edition's current settings; the mailing renders the same).
import 'server-only'
import { db } from '@/lib/db/client'
import { conferenceDates } from '@/lib/editions/schema'
import { findEdition } from '@/lib/editions/service'
import { env } from '@/lib/env'
import { CATEGORY_LABELS } from '@/lib/fees'
import { renderCertificatePdf, type CertificateData } from './pdf'
import { CERTIFICATE_CODE, certificatePath, fillText, formatHours, type VerifiedCertificate } from './schema'
import { renderSettings } from './settings'

const find = (code: string) =>
  CERTIFICATE_CODE.test(code)
    ? db().certificate.findUnique({ where: { code }, include: { participant: true } })
    : Promise.resolve(null)

type Found = NonNullable<Awaited<ReturnType<typeof find>>>

/** The verification page's facts, or null for an unknown code. */
export async function verifyCertificate(code: string): Promise<VerifiedCertificate | null> {
  const c = await find(code)
  if (!c) return null
  const [edition, settings] = await Promise.all([
    findEdition(c.editionId),
    db().certificateSettings.findUnique({ where: { editionId: c.editionId } }),
  ])
  return {
    code: c.code,
    name: c.participant.name,
    registrationNumber: c.participant.registrationNumber,
    edition: edition.name,
    dates: conferenceDates(edition),
    city: edition.city,
    cmeHours: settings ? Number(settings.cmeHours) : 0,
    issuedAt: c.issuedAt.toISOString(),
  }
}

export const verifyUrl = (code: string) => `${env().siteUrl}${certificatePath(code)}`

/** The facts printed on a certificate (null when the edition has no settings any more). */
export async function certificateData(c: Found): Promise<CertificateData | null> {
  const [edition, settings] = await Promise.all([findEdition(c.editionId), renderSettings(c.editionId)])
  if (!settings) return null
  const p = c.participant
  const dates = conferenceDates(edition)
  const body = fillText(settings.bodyText, {
    name: p.name,
    edition: edition.name,
    hours: formatHours(settings.cmeHours),
    category: CATEGORY_LABELS[p.category] ?? p.category,
    registration_number: p.registrationNumber,
    dates,
    city: edition.city,
    venue: edition.venue,
  })
  const url = verifyUrl(c.code)
  return {
    title: settings.title,
    name: p.name,
    body,
    cmeHours: settings.cmeHours,
    conference: { name: edition.name, line: `${dates} · ${edition.city}` },
    signatories: settings.signatories,
    code: c.code,
    verifyUrl: url,
  }
}

/** A certificate's PDF by its code (null: unknown code). */
export async function certificatePdfByCode(code: string): Promise<Buffer | null> {
  const c = await find(code)
  const data = c && (await certificateData(c))
  return data ? renderCertificatePdf(data) : null
}

/** A certificate's PDF by its row id (the mailing). */
export async function certificatePdfById(
  id: number,
): Promise<{ pdf: Buffer; found: Found; conference: string } | null> {
  const c = await db().certificate.findUnique({ where: { id }, include: { participant: true } })
  const data = c && (await certificateData(c))
  return c && data
    ? { pdf: await renderCertificatePdf(data), found: c, conference: data.conference.name }
    : null
}
