// The registration window: open between its instants, never once the conference's last day is
// over. The desk's window: open from the configured time (India) on the day before the first day
// until the last day is over; before that only for a rehearsal, after it never.
import { describe, expect, it } from 'vitest'
import {
  closesAfterEnd,
  deskOpening,
  deskOpensAt,
  deskWindow,
  refusal,
  registrationState,
  type DeskEdition,
} from './window'

// A conference on 26–28 March 2027; the desk opens on 25 March at 16:00 India time (10:30 UTC).
const EDITION: DeskEdition = {
  name: 'UP Pedicon 2027',
  starts_on: '2027-03-26',
  ends_on: '2027-03-28',
  desk_opens_time: '16:00',
  rehearsal: null,
}
const REHEARSAL = { ...EDITION, rehearsal: { since: '2026-11-25T09:00:00Z', by: 'admin@uppedicon.org' } }
const at = (iso: string) => new Date(iso)

describe('the check-in desk', () => {
  it('opens at the configured time, India time, on the day before the first day', () => {
    expect(deskOpensAt(EDITION).toISOString()).toBe('2027-03-25T10:30:00.000Z')
    expect(deskOpensAt({ ...EDITION, desk_opens_time: '09:30' }).toISOString()).toBe(
      '2027-03-25T04:00:00.000Z',
    )
    // Midnight: the start of that India day (18:30 UTC the day before).
    expect(deskOpensAt({ ...EDITION, desk_opens_time: '00:00' }).toISOString()).toBe(
      '2027-03-24T18:30:00.000Z',
    )
    expect(deskOpening(EDITION)).toBe('Thursday, 25 March 2027 at 4:00 PM (India time)')
  })

  it('refuses check-ins months before the conference, saying when it opens', () => {
    const w = deskWindow(EDITION, at('2026-11-25T06:00:00Z'))
    expect(w).toMatchObject({ phase: 'early', takesArrivals: false, rehearsal: false })
    expect(w.refusal).toBe(
      'The desk opens on Thursday, 25 March 2027 at 4:00 PM (India time), the day before UP Pedicon 2027 begins. An organiser can open it early for a rehearsal.',
    )
  })

  it('takes arrivals from the opening instant to the end of the last India day', () => {
    expect(deskWindow(EDITION, at('2027-03-25T10:29:59.999Z')).takesArrivals).toBe(false)
    for (const iso of ['2027-03-25T10:30:00Z', '2027-03-26T03:30:00Z', '2027-03-28T18:29:59.999Z'])
      expect(deskWindow(EDITION, at(iso)), iso).toMatchObject({
        phase: 'open',
        takesArrivals: true,
        rehearsal: false,
        refusal: null,
      })
    const over = deskWindow(EDITION, at('2027-03-28T18:30:00Z'))
    expect(over).toMatchObject({ phase: 'over', takesArrivals: false })
    expect(over.refusal).toBe('UP Pedicon 2027 is over: the desk closed after its last day, 28 March 2027.')
  })

  it('opens early only for a rehearsal, whose check-ins are practice; never after the last day', () => {
    expect(deskWindow(REHEARSAL, at('2026-11-25T06:00:00Z'))).toMatchObject({
      phase: 'early',
      takesArrivals: true,
      rehearsal: true,
      refusal: null,
    })
    // Left on into the conference: arrivals are real ones.
    expect(deskWindow(REHEARSAL, at('2027-03-26T03:30:00Z'))).toMatchObject({
      takesArrivals: true,
      rehearsal: false,
    })
    expect(deskWindow(REHEARSAL, at('2027-03-29T03:30:00Z'))).toMatchObject({
      phase: 'over',
      takesArrivals: false,
      rehearsal: false,
    })
  })

  it('reads a malformed opening time as the default', () => {
    expect(deskOpensAt({ ...EDITION, desk_opens_time: '25:00' }).toISOString()).toBe(
      '2027-03-25T10:30:00.000Z',
    )
  })
})

describe('the registration window', () => {
  // Open from 1 October 2026 to 20 March 2027 (India), for a conference on 26–28 March 2027.
  const WINDOW = {
    name: 'UP Pedicon 2027',
    opens_at: '2026-10-01T00:00:00+05:30',
    closes_at: '2027-03-20T00:00:00+05:30',
    ends_on: '2027-03-28',
  }
  const state = (iso: string, w = WINDOW) => registrationState(w, at(iso))

  it('is upcoming, open, closed, then concluded after the last India day', () => {
    expect(state('2026-09-30T18:29:59.999Z')).toBe('upcoming')
    expect(state('2026-09-30T18:30:00Z')).toBe('open')
    expect(state('2027-03-19T18:29:59.999Z')).toBe('open')
    expect(state('2027-03-19T18:30:00Z')).toBe('closed')
    expect(state('2027-03-28T18:29:59.999Z')).toBe('closed')
    expect(state('2027-03-28T18:30:00Z')).toBe('concluded')
    expect(refusal(WINDOW, at('2026-09-01T00:00:00Z'))).toBe('Registration opens on 1 October 2026.')
    expect(refusal(WINDOW, at('2027-03-25T00:00:00Z'))).toBe('Registration is closed.')
  })

  it('takes no registration once the conference is over, even with its window set to close later', () => {
    const leftOpen = { ...WINDOW, closes_at: '2027-05-01T00:00:00+05:30' }
    // Registering on the spot during the conference, up to the end of its last day.
    expect(state('2027-03-28T18:29:59.999Z', leftOpen)).toBe('open')
    expect(state('2027-03-28T18:30:00Z', leftOpen)).toBe('concluded')
    expect(refusal(leftOpen, at('2027-04-10T00:00:00Z'))).toBe('Registration is closed.')
    // Never opened before the last day: still over.
    const late = { ...WINDOW, opens_at: '2027-04-01T00:00:00+05:30', closes_at: '2027-05-01T00:00:00+05:30' }
    expect(state('2027-04-15T00:00:00Z', late)).toBe('concluded')
  })

  it('warns the console of a window set to close after the last day, until the conference is over', () => {
    expect(closesAfterEnd(WINDOW, at('2027-01-01T00:00:00Z'))).toBeNull()
    // Closing at the very end of the last day is in time.
    const atEnd = { ...WINDOW, closes_at: '2027-03-29T00:00:00+05:30' }
    expect(closesAfterEnd(atEnd, at('2027-01-01T00:00:00Z'))).toBeNull()
    const leftOpen = { ...WINDOW, closes_at: '2027-05-01T00:00:00+05:30' }
    expect(closesAfterEnd(leftOpen, at('2027-01-01T00:00:00Z'))).toBe(
      "Registration for UP Pedicon 2027 is set to close on 1 May 2027, after the conference's last day (28 March 2027): it will close when that day is over.",
    )
    expect(closesAfterEnd(leftOpen, at('2027-03-28T18:30:00Z'))).toBeNull()
  })
})
