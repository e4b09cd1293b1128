// The programme book from a programme of two days: an A5 booklet with the cover, each day's
// sessions in order with their hall, chairpersons and talks, and the faculty; a day without
// sessions says so. Read back as text, as a reader copying it would get it.
import { describe, expect, it } from 'vitest'
import { pdfText } from '@/test/pdf-text'
import { renderProgrammeBook } from './book'
import type { ProgrammeDto, SessionDto } from './types'

const session = (
  id: number,
  title: string,
  startsAt: string,
  more: Partial<SessionDto> = {},
): SessionDto => ({
  id,
  kind: 'symposium',
  title,
  description: '',
  hall_id: 1,
  hall: 'Hall A',
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
  chair_ids: [],
  chairs: [],
  talks: [],
  credit_hours: null,
  ...more,
})

const programme: ProgrammeDto = {
  edition: {
    id: 1,
    name: 'UP Pedicon 2027',
    venue: 'Gorakhpur',
    starts_on: '2027-03-26',
    ends_on: '2027-03-27',
  },
  days: ['2027-03-26', '2027-03-27'],
  halls: [{ id: 1, name: 'Hall A', position: 0 }],
  sessions: [
    session(1, 'Neonatal sepsis today', '2027-03-26T03:30:00Z', {
      chairs: ['Dr Meera Singh'],
      talks: [
        {
          id: 1,
          title: 'Antibiotic stewardship in the NICU',
          speaker_id: null,
          presenter: 'Dr Arun Kumar',
          award: '',
          starts_at: '2027-03-26T03:30:00Z',
          ends_at: '2027-03-26T04:00:00Z',
        },
      ],
    }),
    session(2, 'Tea', '2027-03-26T05:00:00Z', { kind: 'break', hall_id: null, hall: null }),
  ],
  faculty: [
    {
      id: 1,
      name: 'Dr Arun Kumar',
      designation: 'Professor',
      affiliation: 'BRD Medical College',
      profile: '',
      photo: null,
    },
  ],
}

describe('the programme book', () => {
  it('is an A5 booklet: cover, each day in time order with halls, chairs and talks, then the faculty', async () => {
    const pdf = await renderProgrammeBook(programme)
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 419\.53 595\.28\]/)
    const text = pdfText(pdf).replace(/\s+/g, ' ')
    const order = [
      'UP Pedicon 2027',
      'Scientific Programme',
      'Gorakhpur',
      'Day 1',
      '9:00 AM – 10:00 AM · Hall A · Symposium',
      'Neonatal sepsis today',
      'Chair: Dr Meera Singh',
      'Antibiotic stewardship in the NICU',
      'Dr Arun Kumar',
      'All halls · Break',
      'Day 2',
      'To be announced.',
      'Faculty',
      'Professor, BRD Medical College',
    ]
    let at = 0
    for (const part of order) {
      const found = text.indexOf(part, at)
      expect(found, `${part} after position ${at} in: ${text}`).toBeGreaterThanOrEqual(0)
      at = found
    }
  })
})
