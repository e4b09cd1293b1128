// A certificate by its public code: what the verification page says (genuine, or revoked since
// when), and the facts its PDF prints, from the edition's current settings (the PDF itself is
// rendered once per version of these facts: lib/certificates/stored-pdf.ts).
import 'server-only'
import { cmeFacts } from '@/lib/cme/certificate'
import { fillPlaceholders } from '@/lib/content/placeholders'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import { editionValues } from '@/lib/editions/texts'
import { conferenceDates } from '@/lib/editions/wording'
import { env } from '@/lib/env'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { certificatePath } from './links'
import type { CertificateData } from './pdf'
import { CERTIFICATE_CODE, type Placeholder, type VerifiedCertificate } from './schema'
import { renderSettings } from './settings'
import { formatHours } from './wording'

export const findCertificate = (code: string) =>
  CERTIFICATE_CODE.test(code)
    ? db().certificate.findUnique({ where: { code }, include: { registration: true } })
    : Promise.resolve(null)

export const findCertificateById = (id: number) =>
  db().certificate.findUnique({ where: { id }, include: { registration: true } })

export type FoundCertificate = NonNullable<Awaited<ReturnType<typeof findCertificate>>>

/** What a certificate prints; signatures named by their file keys (read only to render). */
export type CertificateFacts = Omit<CertificateData, 'signatories'> & {
  signatories: { name: string; designation: string; signatureKey: string | null }[]
}

/** The verification page's facts, or null for an unknown code. */
export async function verifyCertificate(code: string): Promise<VerifiedCertificate | null> {
  const c = await findCertificate(code)
  if (!c) return null
  const [edition, settings] = await Promise.all([
    findEdition(c.editionId),
    db().certificateSettings.findUnique({ where: { editionId: c.editionId } }),
  ])
  return {
    code: c.code,
    name: c.registration.name,
    registrationNumber: c.registration.registrationNumber,
    edition: edition.name,
    dates: conferenceDates(edition),
    city: edition.city,
    cmeHours:
      (await cmeFacts(c.editionId, c.registration))?.hours ?? (settings ? Number(settings.cmeHours) : 0),
    issuedAt: c.issuedAt.toISOString(),
    revokedAt: c.revokedAt?.toISOString() ?? null,
  }
}

export const verifyUrl = (code: string) => `${env().siteUrl}${certificatePath(code)}`

/** The facts printed on a certificate (from the edition's settings, or the default ones). */
export async function certificateFacts(c: FoundCertificate): Promise<CertificateFacts> {
  const [edition, settings] = await Promise.all([findEdition(c.editionId), renderSettings(c.editionId)])
  const p = c.registration
  const values: Record<Placeholder, string> = {
    ...editionValues(edition),
    name: p.name,
    hours: formatHours(settings.cmeHours),
    category: CATEGORY_LABELS[p.category] ?? p.category,
    registration_number: p.registrationNumber,
  }
  const cme = await cmeFacts(c.editionId, p)
  if (cme) values.hours = formatHours(cme.hours)
  const body = fillPlaceholders(settings.bodyText, values)
  return {
    title: settings.title,
    name: p.name,
    body,
    cmeHours: cme ? cme.hours : settings.cmeHours,
    ...(cme && { cme: cme.lines }),
    conference: { name: edition.name, line: `${values.dates} · ${edition.city}` },
    signatories: settings.signatories,
    code: c.code,
    verifyUrl: verifyUrl(c.code),
  }
}
