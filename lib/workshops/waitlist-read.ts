// Reads of the waiting lists (./waitlist.ts): where a registration stands on the lists of its
// edition's full workshops (the delegate's page), and each workshop's list in order (the console).
// An offer whose time ran out reads as such at once, before its job passes it on.
import 'server-only'
import { todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { Registration, WaitlistEntry } from '@/lib/generated/prisma/client'
import { CLOSED } from '@/lib/registrations/lifecycle'
import {
  WORKSHOP_CLOSED,
  workshopState,
  type DelegateWaitlistItem,
  type WaitlistEntryDto,
  type WaitlistStateName,
} from './offers'
import { workshopsOfEdition } from './service'
import { refusalOf } from './waitlist'

type EntryFacts = Pick<WaitlistEntry, 'state' | 'offerExpiresAt'>

/** An entry's state as pages show it: an offer past its time has run out. */
export function shownState(e: EntryFacts, now = new Date()): WaitlistStateName {
  return e.state === 'offered' && (!e.offerExpiresAt || e.offerExpiresAt <= now) ? 'expired' : e.state
}

/** The place of a waiting entry among those waiting (1: next in line). */
const placeOf = async (e: Pick<WaitlistEntry, 'eventId' | 'position'>) =>
  db().waitlistEntry.count({ where: { eventId: e.eventId, state: 'waiting', position: { lte: e.position } } })

/**
 * The workshops of registration `p`'s edition it could wait for: the full ones it does not hold,
 * and those whose list it is on, with its place, its offer, and whether it may join.
 */
export async function delegateWaitlist(p: Registration, now = new Date()): Promise<DelegateWaitlistItem[]> {
  if (CLOSED.includes(p.status)) return []
  const [offers, seats, entries] = await Promise.all([
    workshopsOfEdition(p.editionId),
    db().workshopSeat.findMany({ where: { registrationId: p.id }, select: { eventId: true } }),
    db().waitlistEntry.findMany({ where: { registrationId: p.id } }),
  ])
  const today = todayInIndia(now)
  const items: DelegateWaitlistItem[] = []
  for (const w of offers) {
    if (seats.some((s) => s.eventId === w.id)) continue
    const entry = entries.find((e) => e.eventId === w.id)
    const state = entry ? shownState(entry, now) : null
    const active = state === 'waiting' || state === 'offered'
    const open = workshopState(w, today)
    if (!active && open !== 'full') continue
    const refusal = active ? null : refusalOf(p, Math.round(w.fee * 100))
    items.push({
      id: w.id,
      title: w.title,
      fee: w.fee,
      state,
      place: entry && state === 'waiting' ? await placeOf(entry) : null,
      offerExpiresAt: state === 'offered' ? (entry?.offerExpiresAt?.toISOString() ?? null) : null,
      joinable: !active && !refusal,
      refusal: open === 'closed' && !active ? WORKSHOP_CLOSED : refusal,
    })
  }
  return items
}

/** Each workshop's waiting list (by event id), in the order of the list. */
export async function waitlistsOf(eventIds: number[], now = new Date()) {
  const rows = await db().waitlistEntry.findMany({
    where: { eventId: { in: eventIds } },
    orderBy: [{ eventId: 'asc' }, { position: 'asc' }],
    include: { registration: { select: { registrationNumber: true, name: true, email: true } } },
  })
  const out = new Map<number, WaitlistEntryDto[]>()
  for (const e of rows) {
    const list = out.get(e.eventId) ?? []
    list.push({
      position: e.position,
      participant_id: e.registrationId,
      registration_number: e.registration.registrationNumber,
      name: e.registration.name,
      email: e.registration.email,
      state: shownState(e, now),
      joined_at: e.createdAt.toISOString(),
      offered_at: e.offeredAt?.toISOString() ?? null,
      offer_expires_at: e.offerExpiresAt?.toISOString() ?? null,
    })
    out.set(e.eventId, list)
  }
  return out
}
