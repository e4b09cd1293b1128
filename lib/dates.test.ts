import { describe, expect, it } from 'vitest'
import { requiredDateSchema } from './date-schemas'
import {
  dayIn,
  endOfIndianDay,
  formatDate,
  formatIndianDate,
  formatIndianDateTime,
  formatTime,
  indiaDateTime,
  indiaTimestamp,
  spreadsheetDateTime,
  startInstant,
  startOfIndianDay,
  todayInIndia,
} from './dates'

// 28 Nov 2025, 09:05:07 in India is 03:35:07 UTC.
const AT = new Date('2025-11-28T03:35:07Z')

describe('India days and instants', () => {
  it('begin at 18:30 UTC the day before', () => {
    expect(startOfIndianDay('2025-11-28').toISOString()).toBe('2025-11-27T18:30:00.000Z')
    expect(endOfIndianDay('2025-11-28').toISOString()).toBe('2025-11-28T18:30:00.000Z')
    expect(todayInIndia(new Date('2025-11-27T18:30:00Z'))).toBe('2025-11-28')
    expect(todayInIndia(new Date('2025-11-27T18:29:59Z'))).toBe('2025-11-27')
  })

  it('count conference days in the edition’s time zone, each zone with its own formatter', () => {
    expect(dayIn('Asia/Kolkata', new Date('2027-11-25T19:00:00Z'))).toBe('2027-11-26')
    expect(dayIn('UTC', new Date('2027-11-25T19:00:00Z'))).toBe('2027-11-25')
    expect(dayIn('Asia/Kolkata', new Date('2027-11-25T18:29:00Z'))).toBe('2027-11-25')
  })

  it('are written the way each reader expects', () => {
    expect(formatDate('2025-11-28')).toBe('Friday, 28 November 2025')
    expect(formatDate('soon')).toBe('soon')
    expect(formatTime('09:00:00')).toBe('9:00 AM')
    expect(formatTime('13:30')).toBe('1:30 PM')
    expect(startInstant('2025-11-28', '09:00')).toBe('2025-11-28T09:00:00+05:30')
    expect(indiaDateTime(AT.toISOString())).toEqual(['28 Nov 2025', '09:05'])
    expect(formatIndianDateTime(AT, { seconds: true })).toBe('28 Nov 2025, 09:05:07')
    expect(formatIndianDate(AT)).toBe('28 November 2025')
    expect(indiaTimestamp(AT)).toBe('20251128090507')
    expect(spreadsheetDateTime(AT)).toBe('2025-11-28 09:05:07')
  })
})

describe('a required date', () => {
  const dob = requiredDateSchema('Date of birth')
  const message = (v: unknown) => dob.safeParse(v).error?.issues[0].message
  it('says in words which date is missing when it is empty or absent', () => {
    expect(message('')).toBe('Date of birth is required.')
    expect(message('  ')).toBe('Date of birth is required.')
    expect(message(undefined)).toBe('Date of birth is required.')
  })
  it('keeps the format and calendar checks for a date that is there', () => {
    expect(message('28/11/2025')).toBe('Enter a date as YYYY-MM-DD.')
    expect(message('2025-02-30')).toBe('Enter a valid date.')
    expect(dob.parse('2025-11-28')).toBe('2025-11-28')
  })
})
