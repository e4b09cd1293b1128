import { beforeAll, describe, expect, it } from 'vitest'
import { fromIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { truncate } from '@/test/db'
import { findNextEvent, listEvents } from './service'

const event = (name: string, date: string, time: string) => ({
  name,
  description: 'd',
  venue: 'v',
  address: 'a',
  organizer: 'o',
  date: fromIsoDate(date),
  time,
  day: 'Monday' as const,
})

describe('events', () => {
  beforeAll(async () => {
    await truncate('events')
    await db().event.createMany({
      data: [
        event('later', '2030-03-10', '09:00:00'),
        event('same day, evening', '2030-03-01', '18:00:00'),
        event('same day, morning', '2030-03-01', '08:30:00'),
        event('past', '2020-01-01', '10:00:00'),
      ],
    })
  })

  it('are listed soonest first with dates as YYYY-MM-DD', async () => {
    const events = await listEvents()
    expect(events.map((e) => e.name)).toEqual(['past', 'same day, morning', 'same day, evening', 'later'])
    expect(events[1]).toMatchObject({ date: '2030-03-01', time: '08:30:00' })
  })

  it('next event on or after a date includes that date and skips earlier ones', async () => {
    expect((await findNextEvent('2030-03-01'))?.name).toBe('same day, morning')
    expect((await findNextEvent('2030-03-02'))?.name).toBe('later')
    expect((await findNextEvent('2021-01-01'))?.name).toBe('same day, morning')
    expect(await findNextEvent('2030-03-11')).toBeNull()
  })
})
