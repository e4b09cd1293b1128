// A certificate by its public code: what the verification page says (genuine, or revoked since
// when), and the facts its PDF prints, from the edition's current settings (the PDF itself is
// rendered once per version of these facts: lib/certificates/stored-pdf.ts). A certificate is a
// delegate's attendance (their registration, the edition's text and CME hours) or a programme
// role (./role-facts.ts: the talk or session, the award); both carry the edition's signatories.
import 'server-only'
import { cmeFacts } from '@/lib/cme/certificate'
import { fillPlaceholders } from '@/lib/content/placeholders'
import { db } from '@/lib/db/client'
import type { EditionDto } from '@/lib/editions/schema'
import { findEdition } from '@/lib/editions/service'
import { editionValues } from '@/lib/editions/texts'
import { conferenceDates } from '@/lib/editions/wording'
import { env } from '@/lib/env'
import type { Registration } from '@/lib/generated/prisma/client'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { certificatePath } from './links'
import type { CertificateData } from './pdf'
import { ROLE_INCLUDE, roleFactsOf, roleTexts } from './role-facts'
import { CERTIFICATE_CODE, type Placeholder, type VerifiedCertificate } from './schema'
import { renderSettings } from './settings'
import { formatHours, ROLE_WORDING } from './wording'

const INCLUDE = { registration: true, ...ROLE_INCLUDE } as const

export const findCertificate = (code: string) =>
  CERTIFICATE_CODE.test(code)
    ? db().certificate.findUnique({ where: { code }, include: INCLUDE })
    : Promise.resolve(null)

export const findCertificateById = (id: number) =>
  db().certificate.findUnique({ where: { id }, include: INCLUDE })

export type FoundCertificate = NonNullable<Awaited<ReturnType<typeof findCertificate>>>

/** What a certificate prints; signatures named by their file keys (read only to render). */
export type CertificateFacts = Omit<CertificateData, 'signatories'> & {
  signatories: { name: string; designation: string; signatureKey: string | null }[]
}

/** The delegate of an attendance certificate (every attendance certificate has one). */
export const delegateOf = (c: FoundCertificate): Registration => c.registration!

/** The verification page's facts, or null for an unknown code. */
export async function verifyCertificate(code: string): Promise<VerifiedCertificate | null> {
  const c = await findCertificate(code)
  if (!c) return null
  const edition = await findEdition(c.editionId)
  const common = {
    code: c.code,
    edition: edition.name,
    dates: conferenceDates(edition),
    city: edition.city,
    issuedAt: c.issuedAt.toISOString(),
    revokedAt: c.revokedAt?.toISOString() ?? null,
  }
  if (c.kind !== 'attendance') {
    const role = roleFactsOf(c)
    return {
      ...common,
      kind: role.kind,
      name: role.name,
      registrationNumber: null,
      cmeHours: 0,
      role: { label: ROLE_WORDING[role.kind].label, ...role, sentence: roleTexts(role, edition).verified },
    }
  }
  const p = delegateOf(c)
  const settings = await db().certificateSettings.findUnique({ where: { editionId: c.editionId } })
  return {
    ...common,
    kind: 'attendance',
    name: p.name,
    registrationNumber: p.registrationNumber,
    cmeHours: (await cmeFacts(c.editionId, p))?.hours ?? (settings ? Number(settings.cmeHours) : 0),
    role: null,
  }
}

export const verifyUrl = (code: string) => `${env().siteUrl}${certificatePath(code)}`

/** What a role certificate prints: its title and text, the award, no CME hours. */
function roleCertificateFacts(
  c: FoundCertificate,
  edition: EditionDto,
  signatories: CertificateFacts['signatories'],
): CertificateFacts {
  const role = roleFactsOf(c)
  const { title, body } = roleTexts(role, edition)
  return {
    title,
    name: role.name,
    body,
    cmeHours: 0,
    ...(role.award && { award: role.award }),
    conference: { name: edition.name, line: `${conferenceDates(edition)} · ${edition.city}` },
    signatories,
    code: c.code,
    verifyUrl: verifyUrl(c.code),
  }
}

/** The facts printed on a certificate (from the edition's settings, or the default ones). */
export async function certificateFacts(c: FoundCertificate): Promise<CertificateFacts> {
  const [edition, settings] = await Promise.all([findEdition(c.editionId), renderSettings(c.editionId)])
  if (c.kind !== 'attendance') return roleCertificateFacts(c, edition, settings.signatories)
  const p = delegateOf(c)
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
