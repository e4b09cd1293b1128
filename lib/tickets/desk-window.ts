// The desk's window for the current edition (the rule is lib/editions/window.ts), and what the
// organisers set of it, each change audited: the time the desk opens on the day before the first
// day, and the rehearsal switch: opening the desk early is an explicit act, recorded on the
// edition (since when, by whom: the desk page's banner says so).
import 'server-only'
import { ApiError, notFound } from '@/lib/api/errors'
import type { AdminActor } from '@/lib/auth/guard'
import { toIsoDate } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { deskWindow, type DeskEdition } from '@/lib/editions/window'
import type { DeskState } from './schema'

export interface CurrentDesk {
  edition: { id: number; name: string; timeZone: string }
  desk: DeskEdition
  state: DeskState
}

/** The current edition as the desk sees it, and its window at `now`. */
export async function currentDesk(
  now = new Date(),
  tx: Prisma.TransactionClient = db(),
): Promise<CurrentDesk> {
  const pointer = await tx.currentEdition.findUnique({ where: { id: 1 }, include: { edition: true } })
  if (!pointer) throw notFound('No conference edition has been set up yet.')
  const e = pointer.edition
  const desk: DeskEdition = {
    name: e.name,
    starts_on: toIsoDate(e.startsOn),
    ends_on: toIsoDate(e.endsOn),
    desk_opens_time: e.deskOpensTime,
    rehearsal: e.deskRehearsalSince
      ? { since: e.deskRehearsalSince.toISOString(), by: e.deskRehearsalBy ?? '' }
      : null,
  }
  const w = deskWindow(desk, now)
  return {
    edition: { id: e.id, name: e.name, timeZone: e.timeZone },
    desk,
    state: {
      edition: e.name,
      phase: w.phase,
      opens_time: e.deskOpensTime,
      opens_at: w.opensAt.toISOString(),
      closes_at: w.closesAt.toISOString(),
      takes_arrivals: w.takesArrivals,
      rehearsal: desk.rehearsal,
      refusal: w.refusal,
    },
  }
}

/**
 * Opens the current edition's desk early for a rehearsal, or ends the rehearsal; audited when it
 * changes anything. Refused once the conference is over (the desk stays closed then).
 */
export async function setRehearsal(actor: AdminActor, open: boolean, now = new Date()): Promise<DeskState> {
  await domainWrite(actor, async (w) => {
    // Serialised, so two organisers switching at once record one change each at most.
    await w.lock('desk-settings')
    const { edition, desk, state } = await currentDesk(now, w.tx)
    if (open === (desk.rehearsal !== null)) return
    if (open && state.phase === 'over')
      throw new ApiError('unprocessable', `${edition.name} is over: there is nothing to rehearse.`)
    await w.tx.edition.update({
      where: { id: edition.id },
      data: open
        ? { deskRehearsalSince: now, deskRehearsalBy: actor.email }
        : { deskRehearsalSince: null, deskRehearsalBy: null },
    })
    await w.audit('edition.desk-rehearsal', {
      entityId: edition.id,
      detail: { open, edition: edition.name, phase: state.phase },
    })
  })
  return (await currentDesk(now)).state
}

/** Sets the time of day (India, HH:MM) the current edition's desk opens on the day before. */
export async function setDeskOpening(actor: AdminActor, time: string, now = new Date()): Promise<DeskState> {
  await domainWrite(actor, async (w) => {
    await w.lock('desk-settings')
    const { edition, desk } = await currentDesk(now, w.tx)
    if (desk.desk_opens_time === time) return
    await w.tx.edition.update({ where: { id: edition.id }, data: { deskOpensTime: time } })
    await w.audit('edition.desk-opening', {
      entityId: edition.id,
      detail: { edition: edition.name, from: desk.desk_opens_time, to: time },
    })
  })
  return (await currentDesk(now)).state
}
