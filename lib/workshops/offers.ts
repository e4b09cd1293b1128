// Workshops as add-ons of a registration: an event that is registrable has a fee, a number of seats
// and a last India day to register, within one edition. Delegates add workshops on the
// registration form; the server prices them (lib/pricing, the one home of the money rules, which
// the form's total shares) and takes the seats. What the form and the pages know of a workshop:
// its offer, its state on a day, the messages. Client-safe, without zod (the form's workshop ids
// are checked by lib/registrations/schema.ts).

export const WORKSHOP_FULL = 'This workshop is full.'
export const WORKSHOP_CLOSED = 'Registration for this workshop has closed.'
export const WORKSHOP_UNAVAILABLE = 'This workshop cannot be added to a registration.'
export const MAX_WORKSHOPS = 10

/** A workshop as the registration form and the event's Register button see it. */
export interface WorkshopOffer {
  id: number
  title: string
  /** Rupees. */
  fee: number
  capacity: number
  seats_left: number
  /** The last India day to register (YYYY-MM-DD). */
  deadline: string
}

/** A registration's workshop (the registration's answer, the delegate's page, the console). */
export interface WorkshopSeatDto {
  id: number
  title: string
  /** Rupees, as priced when the seat was taken. */
  fee: number
}

/**
 * Where a registration's workshop seats stand (lib/workshops/holds.ts): counted for good (paid
 * for), held until a time (unpaid), back on sale (unpaid, the hold ended), or given back (closed).
 */
export type SeatStanding = 'firm' | 'held' | 'released' | 'closed'

/** Whether a workshop takes registrations on an India day: `open`, `closed` (deadline) or `full`. */
export function workshopState(w: { deadline: string; seats_left: number }, today: string) {
  if (today > w.deadline) return 'closed' as const
  return w.seats_left > 0 ? ('open' as const) : ('full' as const)
}

/** The registration form's link from an event: /register?workshop=<id>. */
export const registerForWorkshopPath = (id: number) => `/register?workshop=${id}`
