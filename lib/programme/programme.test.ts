import { describe, expect, it } from 'vitest'
import { findClashes } from './clashes'
import { buildCalendar, escapeText, foldLine } from './ics'
import { nowAndNext } from './now-next'
import { queryWords, searchSessions } from './search'
import type { SessionDto, TalkDto } from './types'

const at = (day: string, time: string) => `${day}T${time}:00+05:30`
const D1 = '2027-01-15'
const D2 = '2027-01-16'

let nextId = 1
function session(p: Partial<SessionDto> & { day?: string; from: string; to: string }): SessionDto {
  const day = p.day ?? D1
  return {
    id: p.id ?? nextId++,
    kind: p.kind ?? 'symposium',
    title: p.title ?? 'Session',
    description: p.description ?? '',
    hall_id: p.hall_id === undefined ? 1 : p.hall_id,
    hall: p.hall ?? 'Hall A',
    starts_at: new Date(at(day, p.from)).toISOString(),
    ends_at: new Date(at(day, p.to)).toISOString(),
    chair_ids: p.chair_ids ?? [],
    chairs: p.chairs ?? [],
    talks: p.talks ?? [],
    credit_hours: p.credit_hours ?? null,
  }
}
const talk = (from: string, to: string, speaker: number | null, title = 'Talk', day = D1): TalkDto => ({
  id: nextId++,
  title,
  speaker_id: speaker,
  presenter: speaker ? `Dr ${speaker}` : 'A presenter',
  award: '',
  starts_at: new Date(at(day, from)).toISOString(),
  ends_at: new Date(at(day, to)).toISOString(),
})

describe('clash detection', () => {
  it('finds nothing in a clean timetable (back-to-back sessions in a hall, a break for all halls)', () => {
    const sessions = [
      session({
        from: '09:00',
        to: '10:00',
        chair_ids: [1],
        talks: [talk('09:00', '09:30', 2), talk('09:30', '10:00', 3)],
      }),
      session({ from: '10:00', to: '11:00', chair_ids: [2] }),
      session({ from: '09:00', to: '10:00', hall_id: 2, hall: 'Hall B', chair_ids: [4] }),
      session({ from: '09:30', to: '10:30', hall_id: null, hall: null, kind: 'break' }),
    ]
    expect(findClashes(sessions)).toEqual([])
  })

  it('flags a hall holding two overlapping sessions, not the same times in two halls', () => {
    const a = session({ title: 'Neonatology', from: '09:00', to: '10:00' })
    const b = session({ title: 'Infectious diseases', from: '09:45', to: '10:30' })
    const other = session({ from: '09:00', to: '10:00', hall_id: 2, hall: 'Hall B' })
    const other2 = session({ from: '09:00', to: '10:00', day: D2 })
    const clashes = findClashes([a, b, other, other2])
    expect(clashes).toEqual([
      {
        kind: 'hall',
        session_ids: [b.id, a.id],
        message: 'Hall A is double-booked: “Neonatology” and “Infectious diseases” overlap.',
      },
    ])
  })

  it('flags a person chairing in one hall while speaking in another, by name', () => {
    const a = session({ title: 'Plenary', from: '09:00', to: '10:00', chair_ids: [7] })
    const b = session({
      title: 'Asthma',
      hall_id: 2,
      from: '09:30',
      to: '10:30',
      talks: [talk('09:40', '10:00', 7)],
    })
    const clashes = findClashes([a, b], new Map([[7, 'Dr Meera Rao']]))
    expect(clashes).toHaveLength(1)
    expect(clashes[0]).toMatchObject({ kind: 'person', session_ids: [b.id, a.id] })
    expect(clashes[0].message).toBe('Dr Meera Rao chairs “Plenary” and speaks in “Asthma” at the same time.')
  })

  it('lets a speaker give two talks in different halls when the talks do not overlap, and a chair speak in their own session', () => {
    const a = session({
      from: '09:00',
      to: '11:00',
      chair_ids: [5],
      talks: [talk('09:00', '09:30', 7), talk('09:30', '10:00', 5)],
    })
    const b = session({ hall_id: 2, from: '09:00', to: '11:00', talks: [talk('10:00', '10:30', 7)] })
    expect(findClashes([a, b])).toEqual([])
    const c = session({ hall_id: 3, from: '09:00', to: '11:00', talks: [talk('09:15', '09:45', 7)] })
    expect(findClashes([a, b, c]).map((x) => x.kind)).toEqual(['person'])
  })

  it('flags a talk outside its session and a talk that ends before it starts', () => {
    const s = session({
      title: 'Free papers 1',
      from: '14:00',
      to: '15:00',
      talks: [talk('13:50', '14:00', null, 'Early')],
    })
    const t = session({
      title: 'Free papers 2',
      hall_id: 2,
      from: '14:00',
      to: '15:00',
      talks: [talk('14:30', '14:20', null, 'Backwards')],
    })
    const u = session({
      title: 'Free papers 3',
      hall_id: 3,
      from: '14:00',
      to: '15:00',
      talks: [talk('14:50', '15:10', null, 'Late')],
    })
    expect(findClashes([s, t, u]).map((c) => c.message)).toEqual([
      'The talk “Early” is not within the times of “Free papers 1”.',
      'The talk “Backwards” is not within the times of “Free papers 2”.',
      'The talk “Late” is not within the times of “Free papers 3”.',
    ])
  })
})

describe('now and next', () => {
  const days = [D1, D2]
  const morning = session({ title: 'Morning', from: '09:00', to: '10:30' })
  const other = session({ title: 'Other hall', hall_id: 2, from: '09:30', to: '10:30' })
  const tea = session({ title: 'Tea', kind: 'break', hall_id: null, from: '10:30', to: '11:00' })
  const late = session({ title: 'Late A', from: '11:00', to: '12:00' })
  const lateB = session({ title: 'Late B', hall_id: 2, from: '11:00', to: '12:00' })
  const tomorrow = session({ title: 'Tomorrow', day: D2, from: '09:00', to: '10:00' })
  const all = [late, morning, other, tea, lateB, tomorrow]

  it('before the conference shows nothing and lasts until its first day begins (India time)', () => {
    const r = nowAndNext(all, days, new Date(at('2027-01-14', '23:00')))
    expect(r).toMatchObject({ during: false, now: [], next: [] })
    expect(r.until?.toISOString()).toBe('2027-01-14T18:30:00.000Z')
  })

  it('during a session lists what is on and what starts next (breaks left out), until the next start or end', () => {
    const r = nowAndNext(all, days, new Date(at(D1, '09:45')))
    expect(r.during).toBe(true)
    expect(r.now.map((s) => s.title)).toEqual(['Morning', 'Other hall'])
    expect(r.next.map((s) => s.title)).toEqual(['Late A', 'Late B'])
    expect(r.until?.toISOString()).toBe(new Date(at(D1, '10:30')).toISOString())
  })

  it('at the exact start a session is on; after the last of the day nothing is next that day', () => {
    expect(nowAndNext(all, days, new Date(at(D1, '11:00'))).now.map((s) => s.title)).toEqual([
      'Late A',
      'Late B',
    ])
    const evening = nowAndNext(all, days, new Date(at(D1, '18:00')))
    expect(evening).toMatchObject({ during: true, now: [], next: [] })
    expect(evening.until?.toISOString()).toBe('2027-01-15T18:30:00.000Z')
  })

  it('after the last day nothing changes any more', () => {
    expect(nowAndNext(all, days, new Date(at('2027-01-18', '09:00')))).toMatchObject({
      during: false,
      until: null,
    })
  })
})

describe('search', () => {
  const s = session({
    title: 'Neonatal résuscitation',
    from: '09:00',
    to: '10:00',
    chairs: ['Dr Anil Kumar'],
    talks: [{ ...talk('09:00', '09:20', 3), presenter: 'Dr Priya Singh', title: 'Golden minute' }],
  })
  const o = session({ title: 'Asthma update', from: '10:00', to: '11:00' })
  it('matches titles, people and talks, every word, ignoring case and accents', () => {
    expect(searchSessions([s, o], 'RESUSCITATION')).toEqual([s])
    expect(searchSessions([s, o], 'priya golden')).toEqual([s])
    expect(searchSessions([s, o], 'anil asthma')).toEqual([])
    expect(searchSessions([s, o], 'update')).toEqual([o])
  })
  it('ignores one-letter words and punctuation; an empty query finds nothing', () => {
    expect(queryWords(' a, Dr.  Kumar!! ')).toEqual(['dr', 'kumar'])
    expect(searchSessions([s, o], '  ')).toEqual([])
  })
})

describe('calendar files', () => {
  it('escapes text values', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne')
  })

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const l of lines) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true)
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'é'.repeat(80)}`)
    expect(foldLine('SHORT:x')).toBe('SHORT:x')
  })

  it('writes a valid calendar: CRLF lines, one event per session with UID, DTSTAMP, UTC times and the hall as location', () => {
    const s = session({
      id: 42,
      title: 'Symposium: asthma, wheeze; and more',
      from: '09:00',
      to: '10:30',
      chairs: ['Dr A', 'Dr B'],
    })
    const ics = buildCalendar([s], {
      name: 'UP Pedicon 2027',
      venue: 'Prekshagrah, Gorakhpur',
      site: 'https://uppedicon.org',
      stamp: new Date('2026-11-25T10:00:00Z'),
    })
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')
    expect(unfolded).toContain('UID:programme-session-42@uppedicon.org\r\n')
    expect(unfolded).toContain('DTSTAMP:20261125T100000Z\r\n')
    expect(unfolded).toContain('DTSTART:20270115T033000Z\r\nDTEND:20270115T050000Z\r\n')
    expect(unfolded).toContain('SUMMARY:Symposium: asthma\\, wheeze\\; and more\r\n')
    expect(unfolded).toContain('LOCATION:Hall A\\, Prekshagrah\\, Gorakhpur\r\n')
    expect(unfolded).toContain('DESCRIPTION:Symposium\\nChairpersons: Dr A\\, Dr B\r\n')
    expect(unfolded).toContain('URL:https://uppedicon.org/programme/session/42\r\n')
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  })
})
