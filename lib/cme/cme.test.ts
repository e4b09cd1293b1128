// The CME rules without a database: credit hours for every attendance against the minimum, the
// release instant of both rules, and the council numbers' formats (through the form's schema).
import { describe, expect, it } from 'vitest'
import { councilProblem } from './councils'
import { creditsFor, isReleased, releaseAt, type CreditRule } from './credits'
import { councilFieldsSchema } from './schema'

const three: CreditRule = { hoursPerDay: 4, startsOn: '2025-11-28', endsOn: '2025-11-30', minDays: null }
const D1 = '2025-11-28'
const D2 = '2025-11-29'
const D3 = '2025-11-30'

describe('credit hours', () => {
  it('every day required: all three days earn 3 × the hours, fewer earn none', () => {
    expect(creditsFor(three, [D1, D2, D3])).toEqual({
      days: [D1, D2, D3],
      conferenceDays: 3,
      needed: 3,
      eligible: true,
      hours: 12,
    })
    expect(creditsFor(three, [D1, D3])).toMatchObject({ days: [D1, D3], eligible: false, hours: 0 })
    expect(creditsFor(three, [])).toMatchObject({ days: [], eligible: false, hours: 0 })
  })

  it('N of M days: at the minimum or above, the hours of the days attended', () => {
    const twoOfThree = { ...three, minDays: 2 }
    expect(creditsFor(twoOfThree, [D2, D3])).toMatchObject({ needed: 2, eligible: true, hours: 8 })
    expect(creditsFor(twoOfThree, [D1, D2, D3])).toMatchObject({ eligible: true, hours: 12 })
    expect(creditsFor(twoOfThree, [D2])).toMatchObject({ eligible: false, hours: 0, days: [D2] })
  })

  it('a minimum of one day gives the hours of a single day', () => {
    expect(creditsFor({ ...three, minDays: 1 }, [D3])).toMatchObject({ eligible: true, hours: 4 })
  })

  it('a minimum beyond the conference means every day; zero means at least one', () => {
    expect(creditsFor({ ...three, minDays: 9 }, [D1, D2])).toMatchObject({ needed: 3, eligible: false })
    expect(creditsFor({ ...three, minDays: 0 }, [])).toMatchObject({ needed: 1, eligible: false })
  })

  it('days outside the conference (the kit collection the evening before) and repeats do not count', () => {
    expect(creditsFor({ ...three, minDays: 1 }, ['2025-11-27', D1, D1, '2025-12-01'])).toMatchObject({
      days: [D1],
      hours: 4,
    })
  })

  it('half hours add up without drift', () => {
    expect(creditsFor({ ...three, hoursPerDay: 7.5 }, [D1, D2, D3]).hours).toBe(22.5)
    expect(creditsFor({ ...three, hoursPerDay: 0.1 }, [D1, D2, D3]).hours).toBe(0.3)
  })
})

describe('release', () => {
  const after = { rule: 'after_last_day', releaseOn: null, endsOn: D3, lastDayEndsTime: '17:30' } as const

  it('after the last day: at the end of its last session, India time', () => {
    expect(releaseAt(after).toISOString()).toBe('2025-11-30T12:00:00.000Z')
    expect(isReleased(after, new Date('2025-11-30T11:59:59Z'))).toBe(false)
    expect(isReleased(after, new Date('2025-11-30T12:00:00Z'))).toBe(true)
  })

  it('on a date: from the start of that India day', () => {
    const on = { ...after, rule: 'on_date', releaseOn: '2025-12-05' } as const
    expect(releaseAt(on).toISOString()).toBe('2025-12-04T18:30:00.000Z')
    expect(isReleased(on, new Date('2025-12-04T18:29:59Z'))).toBe(false)
    expect(isReleased(on, new Date('2025-12-04T18:30:00Z'))).toBe(true)
  })

  it('on a date without one falls back to the last day', () => {
    expect(releaseAt({ ...after, rule: 'on_date' })).toEqual(releaseAt(after))
  })
})

describe('council registration numbers', () => {
  const check = (medical_council: string, council_reg_number: string) => {
    const r = councilFieldsSchema.safeParse({ medical_council, council_reg_number })
    return r.success ? 'ok' : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
  }

  it('both are optional, but go together', () => {
    expect(check('', '')).toBe('ok')
    expect(check('UP', '')).toBe('council_reg_number: Enter your registration number with that council.')
    expect(check('', '12345')).toMatch(/^medical_council: Choose your medical council/)
    expect(check('XX', '12345')).toBe('medical_council: Choose a medical council from the list.')
  })

  it('checks the formats it knows', () => {
    expect(check('UP', '45678')).toBe('ok')
    expect(check('UP', 'UP-45678')).toBe(
      'council_reg_number: Uttar Pradesh Medical Council registration numbers look like 45678.',
    )
    expect(check('UP', '1234567')).toMatch(/look like 45678/)
    expect(check('DL', 'DMC/R/12345')).toBe('ok')
    expect(check('DL', '12345')).toBe('ok')
    expect(check('DL', 'DMC/12345')).toMatch(/look like DMC\/R\/12345/)
    expect(check('MH', '2010/03/1234')).toBe('ok')
    expect(check('MH', '2010-03-1234')).toMatch(/look like 2010\/03\/1234/)
    expect(check('NMC', '1234567')).toBe('ok')
  })

  it('takes any plain number for councils of unknown format, and trims', () => {
    expect(check('OTHER', 'KMC/2019-456')).toBe('ok')
    expect(check('OTHER', 'no spaces allowed')).toMatch(/letters, digits and/)
    expect(councilFieldsSchema.parse({ medical_council: ' UP ', council_reg_number: ' 45678 ' })).toEqual({
      medical_council: 'UP',
      council_reg_number: '45678',
    })
    expect(councilProblem('UP', '45678')).toBeNull()
  })
})
