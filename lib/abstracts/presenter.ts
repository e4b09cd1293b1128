// Whether the presenting author of an accepted abstract has registered, when the call asks it
// (presenter_must_register, by register_by). The address checked is the presenting author's
// e-mail when the submitter gave one, else the submitter's own (the abstract's e-mail); registered
// means a confirmed registration (paid, free, or a verified proof) of the abstract's edition with
// that address. The reminder to register is due at 10:00 India time REMIND_DAYS before the day.
import 'server-only'
import { addIsoDays, startOfIndianDay } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import { normalizeEmail } from '@/lib/input-rules'
import { CONFIRMED } from '@/lib/registrations/lifecycle'
import type { Author } from './schema'

/** How many days before the call's register-by day the reminder goes. */
export const REMIND_DAYS = 3

/** The address whose registration counts: the presenting author's, or the submitter's. */
export function presenterEmail(a: { email: string; authors: unknown }): string {
  const presenting = (a.authors as Author[]).find((x) => x.presenting)
  return normalizeEmail(presenting?.email || a.email)
}

/** The presenting author's name as the programme prints it (the first author's, failing one). */
export function presenterName(a: { authors: unknown }): string {
  const authors = a.authors as Author[]
  return (authors.find((x) => x.presenting) ?? authors[0])?.name ?? ''
}

/** Whether `email` has a confirmed registration of the edition. */
export async function presenterRegistered(
  editionId: number,
  email: string,
  tx: Prisma.TransactionClient = db(),
): Promise<boolean> {
  const found = await tx.registration.count({
    where: { editionId, email: normalizeEmail(email), status: { in: [...CONFIRMED] } },
  })
  return found > 0
}

/** When the reminder to register is due: 10:00 India time, REMIND_DAYS before `registerBy`. */
export const reminderDue = (registerBy: string) =>
  new Date(startOfIndianDay(addIsoDays(registerBy, -REMIND_DAYS)).getTime() + 10 * 3600_000)
