// Events (the association's programme besides the conference). Client-safe.
import { z } from 'zod'
import { isoDateSchema, type Weekday } from '@/lib/dates'

export const NO_UPCOMING_EVENTS = 'No upcoming events found.'

/** GET /uppedicon/event/?date=YYYY-MM-DD */
export const eventsQuerySchema = z.object({ date: isoDateSchema.optional() })

export interface EventDto {
  id: number
  name: string
  description: string
  venue: string
  date: string
  time: string
  organizer: string
  address: string
  day: Weekday
  event_picture: string | null
}
