// Clash detection of a programme: one person in two places at once, a hall holding two sessions
// at once, a talk outside the times of its session. A pure function of the sessions, so the editor
// shows the clashes of what is saved and the tests can try any timetable.
import type { SessionDto } from './types'

export type ClashKind = 'person' | 'hall' | 'talk_outside'

export interface Clash {
  kind: ClashKind
  /** The sessions concerned (the first is the one to fix in the editor). */
  session_ids: number[]
  message: string
}

type Slot = { session: SessionDto; role: string; start: number; end: number }

const ms = (iso: string) => new Date(iso).getTime()
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end

/** Every clash of these sessions, hall clashes first, then people, then talks out of place. */
export function findClashes(sessions: SessionDto[], names: Map<number, string> = new Map()): Clash[] {
  const clashes: Clash[] = []
  const sorted = [...sessions].sort((a, b) => ms(a.starts_at) - ms(b.starts_at) || a.id - b.id)

  // A hall double-booked: two sessions in the same hall whose times overlap (a break for every
  // hall, hall_id null, overlaps nothing: the hall's sessions are planned around it).
  for (const [i, a] of sorted.entries()) {
    for (const b of sorted.slice(i + 1)) {
      if (a.hall_id === null || a.hall_id !== b.hall_id) continue
      if (overlaps(span(a), span(b)))
        clashes.push({
          kind: 'hall',
          session_ids: [b.id, a.id],
          message: `${a.hall ?? 'A hall'} is double-booked: “${a.title}” and “${b.title}” overlap.`,
        })
    }
  }

  // A person in two places: a chair is busy for the whole session, a speaker for their talk.
  // Two roles in the same session (a chair who also speaks there) are not a clash.
  const slots = new Map<number, Slot[]>()
  const add = (person: number, slot: Slot) => slots.set(person, [...(slots.get(person) ?? []), slot])
  for (const s of sorted) {
    for (const id of s.chair_ids) add(id, { session: s, role: 'chairs', ...span(s) })
    for (const t of s.talks)
      if (t.speaker_id !== null)
        add(t.speaker_id, { session: s, role: 'speaks in', start: ms(t.starts_at), end: ms(t.ends_at) })
  }
  for (const [person, list] of slots) {
    const reported = new Set<string>()
    for (const [i, a] of list.entries()) {
      for (const b of list.slice(i + 1)) {
        if (a.session.id === b.session.id || !overlaps(a, b)) continue
        const key = [a.session.id, b.session.id].sort().join('-')
        if (reported.has(key)) continue
        reported.add(key)
        const who = names.get(person) ?? `Faculty #${person}`
        clashes.push({
          kind: 'person',
          session_ids: [b.session.id, a.session.id],
          message: `${who} ${a.role} “${a.session.title}” and ${b.role} “${b.session.title}” at the same time.`,
        })
      }
    }
  }

  // A talk outside its session, or ending before it starts.
  for (const s of sorted) {
    const { start, end } = span(s)
    for (const t of s.talks) {
      if (ms(t.starts_at) < start || ms(t.ends_at) > end || ms(t.ends_at) <= ms(t.starts_at))
        clashes.push({
          kind: 'talk_outside',
          session_ids: [s.id],
          message: `The talk “${t.title}” is not within the times of “${s.title}”.`,
        })
    }
  }
  return clashes
}

const span = (s: SessionDto) => ({ start: ms(s.starts_at), end: ms(s.ends_at) })
