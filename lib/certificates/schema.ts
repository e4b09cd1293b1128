// Certificates of attendance: an edition's certificate settings as the organisers edit them,
// issuing, and what the console and the public verification page show.
// Client-safe.
import { z } from 'zod'
import { unknownPlaceholderMessage } from '@/lib/content/placeholders'
import type { RoleKind } from './roles'

/**
 * The placeholders a certificate's text may carry (lib/content/placeholders.ts), filled per
 * delegate and from the certificate's edition.
 */
export const PLACEHOLDERS = [
  'name',
  'edition',
  'number',
  'hours',
  'category',
  'registration_number',
  'dates',
  'city',
  'venue',
] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

export const certificateSettingsSchema = z.object({
  title: z.string().trim().min(1, 'Enter the title.').max(120, 'The title is 120 characters at most.'),
  bodyText: z
    .string()
    .trim()
    .min(1, 'Enter the certificate text.')
    .max(2000, 'The text is 2,000 characters at most.')
    .superRefine((text, ctx) => {
      const message = unknownPlaceholderMessage(text, PLACEHOLDERS)
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  cmeHours: z.coerce
    .number({ error: 'Enter the CME credit hours.' })
    .min(0, 'The hours cannot be negative.')
    .max(100, 'At most 100 hours.')
    .refine((h) => Number.isInteger(h * 2), 'Hours in steps of half an hour.'),
})
export type CertificateSettingsInput = z.infer<typeof certificateSettingsSchema>

/** A signatory's text fields (the signature image comes as a file beside them). */
export const signatorySchema = z.object({
  name: z.string().trim().min(1, 'Enter the name.').max(120, 'The name is 120 characters at most.'),
  designation: z
    .string()
    .trim()
    .min(1, 'Enter the designation.')
    .max(160, 'The designation is 160 characters at most.'),
  position: z.coerce.number().int().min(0).max(99).default(0),
})
export type SignatoryInput = z.infer<typeof signatorySchema>
export const MAX_SIGNATORIES = 4

/** Issue to everyone checked in for the edition, or to these registrations (ids). */
export const issueSchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z
    .object({
      ids: z
        .array(z.number().int().positive().max(2_147_483_647))
        .min(1, 'Choose at least one registration.')
        .max(5000, 'At most 5,000 registrations at once.'),
    })
    .strict(),
])
export type IssueInput = z.infer<typeof issueSchema>

/** The public code of a certificate: 20 base32 characters (100 random bits). */
export const CERTIFICATE_CODE = /^[A-Z2-7]{20}$/

export interface SignatoryDto {
  id: number
  position: number
  name: string
  designation: string
  hasSignature: boolean
}

export interface CertificateProgress {
  total: number
  sent: number
  /** Failed, or interrupted (the server stopped while sending: the mail may or may not have gone). */
  failed: number
  /** Waiting or being sent. */
  remaining: number
}

export interface CertificateSettingsDto {
  editionId: number
  /** The saved settings, or DEFAULT_CERTIFICATE_SETTINGS until the organisers save their own. */
  settings: { title: string; bodyText: string; cmeHours: number }
  /** Whether the organisers have saved settings of their own. */
  saved: boolean
  signatories: SignatoryDto[]
  progress: CertificateProgress
  /** Registrations checked in for the edition (who "everyone checked in" would be). */
  checkedIn: number
  /** The programme's presenters, faculty and chairpersons: their roles and certificates. */
  roles: {
    /** Roles whose session has ended (what issuing certifies now), and those still to come. */
    ended: number
    upcoming: number
    certificates: RoleCertificateDto[]
    progress: CertificateProgress
  }
}

export interface IssueResult {
  /** Certificates created now. */
  issued: number
  /** Registrations that had one already (failed mails among them are queued again). */
  existing: number
}

/** What the verification page says about a genuine certificate. */
export interface VerifiedCertificate {
  code: string
  /** What it certifies: attendance, or a programme role. */
  kind: 'attendance' | RoleKind
  name: string
  /** The delegate's registration number (attendance only). */
  registrationNumber: string | null
  edition: string
  dates: string
  city: string
  cmeHours: number
  /** A programme role: its label, talk, session, award and the sentence that says it. */
  role: {
    label: string
    talk: string | null
    session: string
    award: string
    sentence: string
  } | null
  issuedAt: string
  /** When the registration was cancelled or refunded, or the role left the programme. */
  revokedAt: string | null
}

/** The console's issuing of role certificates: created now, had one already, have no e-mail. */
export interface RoleIssueResult {
  issued: number
  existing: number
  without_email: number
}

/** A role certificate as the console lists it. */
export interface RoleCertificateDto {
  code: string
  kind: RoleKind
  name: string
  /** The talk's title, or the session's for a chairperson. */
  subject: string
  award: string
  mail_status: 'pending' | 'sending' | 'sent' | 'failed' | 'interrupted'
  mail_error: string | null
  revoked: boolean
}
