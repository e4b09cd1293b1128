// What an imported statement's credits are to the console: the registrations a credit may pay
// (those owing their fee), and a credit as the import's answer and the review list show it.
// Client-safe types and one rule.
import { PAYABLE, type RegistrationStatus } from '@/lib/registrations/lifecycle'

/** Owing its fee: unpaid, or a proof awaiting review or refused. */
export const OWING: readonly RegistrationStatus[] = [...PAYABLE, 'proof_submitted', 'proof_rejected']

export interface ImportedCredit {
  /** The credit's row (to accept a proposed one); absent for a credit not recorded. */
  id?: number
  date: string
  narration: string
  amount: string
  registration: { id: number; number: string; name: string } | null
  /** The institution's group it pays for, when it names one (number and institution). */
  group: { id: number; number: string; name: string } | null
  note: string
}

export interface ImportResult {
  verified: ImportedCredit[]
  proposed: ImportedCredit[]
  unmatched: ImportedCredit[]
  /** Credits an earlier import recorded already: left as they were. */
  repeated: number
}
