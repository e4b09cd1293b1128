// A certificate by its public code: what the verification page says, and its PDF (rendered on
// demand from the edition's current settings; the mailing renders the same).
import 'server-only'
import { fillPlaceholders } from '@/lib/content/placeholders'
import { db } from '@/lib/db/client'
import { conferenceDates } from '@/lib/editions/schema'
import { findEdition } from '@/lib/editions/service'
import { editionValues } from '@/lib/editions/texts'
import { env } from '@/lib/env'
import { CATEGORY_LABELS } from '@/lib/fees'
import { renderCertificatePdf, type CertificateData } from './pdf'
import {
  CERTIFICATE_CODE,
  certificatePath,
  formatHours,
  type Placeholder,
  type VerifiedCertificate,
} from './schema'
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

/** The facts printed on a certificate. */
export async function certificateData(c: Found): Promise<CertificateData> {
  const [edition, settings] = await Promise.all([findEdition(c.editionId), renderSettings(c.editionId)])
  const p = c.participant
  const values: Record<Placeholder, string> = {
    ...editionValues(edition),
    name: p.name,
    hours: formatHours(settings.cmeHours),
    category: CATEGORY_LABELS[p.category] ?? p.category,
    registration_number: p.registrationNumber,
  }
  const body = fillPlaceholders(settings.bodyText, values)
  const url = verifyUrl(c.code)
  return {
    title: settings.title,
    name: p.name,
    body,
    cmeHours: settings.cmeHours,
    conference: { name: edition.name, line: `${values.dates} · ${edition.city}` },
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
