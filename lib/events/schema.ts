// Events (the association's programme besides the conference). Client-safe.
import { z } from 'zod'
import { isoDateSchema, timeSchema, todayInIndia, weekdaySchema, type Weekday } from '@/lib/dates'
import { idSchema, requiredText } from '@/lib/forms'
import { imageFileSchema } from '@/lib/uploads/image-field'

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

export const DATE_IN_PAST = 'The date cannot be before today.'

/** Add Event / Modify Event (POST and PUT /uppedicon/event/, multipart); the picture is optional. */
export const eventSchema = z.object({
  name: requiredText('Name', 200),
  // "Today" is India's date: the form's minimum and the server's check agree for the organisers.
  date: requiredText('Date', 10)
    .pipe(isoDateSchema)
    .refine((d) => d >= todayInIndia(), DATE_IN_PAST),
  venue: requiredText('Venue', 300),
  time: requiredText('Time', 8).pipe(timeSchema),
  organizer: requiredText('Organizer', 300),
  description: requiredText('Description', 10000),
  address: requiredText('Address', 500),
  day: weekdaySchema,
  event_picture: imageFileSchema().optional(),
})
export type EventInput = z.input<typeof eventSchema>
export const eventUpdateSchema = eventSchema.extend({ id: idSchema.shape.id })
export type EventData = z.output<typeof eventSchema>
export type EventUpdateData = z.output<typeof eventUpdateSchema>
