// Who the programme certifies: presenters of free papers and posters, invited faculty of the other
// sessions, chairpersons; never a break nor a talk without a speaker; each role keyed by its talk
// or session and its person (a presenter by name, case, dots and spaces aside); certified once
// its session has ended.
import { describe, expect, it } from 'vitest'
import { endedRoles, nameKey, rolesOf, talkRole, type RoleSession } from './roles'

const END = new Date('2027-03-26T06:00:00Z')

const session = (
  id: number,
  kind: RoleSession['kind'],
  overrides: Partial<RoleSession> = {},
): RoleSession => ({
  id,
  kind,
  title: `Session ${id}`,
  endsAt: END,
  chairs: [],
  talks: [],
  ...overrides,
})

const talk = (id: number, overrides: Partial<RoleSession['talks'][number]> = {}) => ({
  id,
  title: `Talk ${id}`,
  award: '',
  speaker: null,
  presenter: '',
  presenterEmail: '',
  ...overrides,
})

describe('the programme’s roles', () => {
  it('make a free paper’s or poster’s speaker a presenter, any other talk’s invited faculty', () => {
    expect(['free_paper', 'poster'].map((k) => talkRole(k as RoleSession['kind']))).toEqual([
      'presenter',
      'presenter',
    ])
    expect(['plenary', 'symposium', 'workshop'].map((k) => talkRole(k as RoleSession['kind']))).toEqual([
      'faculty',
      'faculty',
      'faculty',
    ])
  })

  it('name each person once per talk or session, presenters by name, faculty by their record', () => {
    const roles = rolesOf([
      session(1, 'free_paper', {
        title: 'Free papers: Neonatology',
        chairs: [{ facultyId: 7, name: 'Dr. Meera Singh', email: 'meera@example.org' }],
        talks: [
          talk(10, {
            title: 'Late-onset sepsis',
            presenter: ' Dr. Kavya Mishra ',
            presenterEmail: 'kavya@example.org',
            award: 'Best Paper — Neonatology',
          }),
          talk(11, { speaker: { id: 8, name: 'Dr. Arun Kumar', email: '' }, presenter: '' }),
          talk(12, { presenter: '   ' }),
        ],
      }),
      session(2, 'symposium', {
        talks: [talk(20, { speaker: { id: 7, name: 'Dr. Meera Singh', email: 'meera@example.org' } })],
      }),
      session(3, 'break', {
        chairs: [{ facultyId: 9, name: 'Nobody', email: '' }],
        talks: [talk(30, { presenter: 'X' })],
      }),
    ])
    expect(roles.map((r) => [r.kind, r.key, r.name, r.email, r.talk, r.session, r.award])).toEqual([
      [
        'chairperson',
        'chairperson:session:1:faculty:7',
        'Dr. Meera Singh',
        'meera@example.org',
        null,
        'Free papers: Neonatology',
        '',
      ],
      [
        'presenter',
        'presenter:talk:10:name:dr kavya mishra',
        'Dr. Kavya Mishra',
        'kavya@example.org',
        'Late-onset sepsis',
        'Free papers: Neonatology',
        'Best Paper — Neonatology',
      ],
      [
        'presenter',
        'presenter:talk:11:faculty:8',
        'Dr. Arun Kumar',
        '',
        'Talk 11',
        'Free papers: Neonatology',
        '',
      ],
      [
        'faculty',
        'faculty:talk:20:faculty:7',
        'Dr. Meera Singh',
        'meera@example.org',
        'Talk 20',
        'Session 2',
        '',
      ],
    ])
    expect(roles.map((r) => [r.talkId, r.sessionId, r.facultyId])).toEqual([
      [null, 1, 7],
      [10, null, null],
      [11, null, 8],
      [20, null, 7],
    ])
  })

  it('key a presenter by name as people write it: case, dots and spacing aside', () => {
    expect(nameKey('Dr. Asha  Verma')).toBe(nameKey('dr asha verma'))
    expect(nameKey('DR.ASHA VERMA')).toBe('dr asha verma')
    expect(nameKey('Dr. Asha Verma')).not.toBe(nameKey('Dr. Usha Verma'))
    expect(nameKey('डॉ. अनन्या')).toBe('डॉ अनन्या')
  })

  it('are certified once their session has ended', () => {
    const roles = rolesOf([
      session(1, 'plenary', { talks: [talk(1, { presenter: 'A' })] }),
      session(2, 'plenary', {
        endsAt: new Date(END.getTime() + 3_600_000),
        talks: [talk(2, { presenter: 'B' })],
      }),
    ])
    expect(endedRoles(roles, new Date(END.getTime() - 1)).map((r) => r.name)).toEqual([])
    expect(endedRoles(roles, END).map((r) => r.name)).toEqual(['A'])
    expect(endedRoles(roles, new Date(END.getTime() + 3_600_000)).map((r) => r.name)).toEqual(['A', 'B'])
  })
})
