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

// ---------------------------------------------------------------------------------------------
// Waiting lists (lib/workshops/waitlist.ts): what the delegate's page and the console show.
// ---------------------------------------------------------------------------------------------

/** Where an entry stands; `expired` too for an offer whose time ran out and is being passed on. */
export type WaitlistStateName = 'waiting' | 'offered' | 'accepted' | 'expired' | 'left'

export const WAITLIST_STATE_LABELS: Record<WaitlistStateName, string> = {
  waiting: 'Waiting',
  offered: 'Seat offered',
  accepted: 'Accepted',
  expired: 'Offer ran out',
  left: 'Left the list',
}

/** On the registration form, beside a full workshop. */
export const WAITLIST_AFTER_REGISTERING =
  'register without it, then join its waiting list from the link to your registration'
export const WAITLIST_HAS_SEAT = 'This workshop is already part of your registration.'
export const WAITLIST_NOT_FOR_PAID =
  'Your registration is paid already, and a workshop with a fee cannot be added to it online. Please contact the organisers.'
export const WAITLIST_CLOSED_REGISTRATION = 'This registration is closed: it cannot join a waiting list.'
export const WAITLIST_OFFER_GONE =
  'This offer is no longer open: its time ran out, or the seat went to the next delegate in line.'
export const WAITLIST_PAYMENT_IN_FLIGHT =
  'A payment of this registration is in progress at the bank. Finish it (or wait 20 minutes), then accept the seat.'

/** A workshop on the delegate's page: full (or closed), and where the registration stands in line. */
export interface DelegateWaitlistItem {
  id: number
  title: string
  /** Rupees. */
  fee: number
  state: WaitlistStateName | null
  /** The registration's place among those waiting (1: next in line). */
  place: number | null
  /** Until when a seat offered is held (ISO). */
  offerExpiresAt: string | null
  /** Whether the registration may join the list now; else `refusal` says why (null: on it already). */
  joinable: boolean
  refusal: string | null
}

/** An entry as the console lists it, in the list's order. */
export interface WaitlistEntryDto {
  position: number
  participant_id: number
  registration_number: string
  name: string
  email: string
  state: WaitlistStateName
  joined_at: string
  offered_at: string | null
  offer_expires_at: string | null
}
