// The conference of the current edition: a single event record. Client-safe.
import { z } from 'zod'
import { isoDateSchema, timeSchema, weekdaySchema } from '@/lib/date-schemas'
import { type Weekday } from '@/lib/dates'
import { emailSchema, optionalText, requiredText } from '@/lib/forms'
import { imageFileSchema } from '@/lib/uploads/image-field'

export const NO_CONFERENCE = 'No UpPedicon event found'

/** The API shape of spec section 3 ("Conference event"). */
export interface ConferenceDto {
  id: number
  name: string
  title: string
  description: string
  additional_description: string
  date: string
  time: string
  day: Weekday
  venue: string
  address: string
  organizer: string
  mobile_number: string
  email: string
  pedicon_picture: string | null
  event_picture: string | null
}

/** Digits only, at most 10 (the spec's conference mobile number; optional). */
export const optionalMobileSchema = z
  .string()
  .trim()
  .regex(/^\d{0,10}$/, 'Only numbers are allowed (10 digits at most).')
  .optional()
  .transform((v) => v ?? '')

/** Conference details (POST and PUT /uppedicon/uppedicon/, multipart). */
export const conferenceSchema = z.object({
  name: requiredText('Name', 200),
  title: optionalText('Title', 300),
  description: requiredText('Description', 10000),
  additional_description: optionalText('Additional description', 10000),
  date: requiredText('Date', 10).pipe(isoDateSchema),
  time: requiredText('Time', 8).pipe(timeSchema),
  day: weekdaySchema,
  venue: requiredText('Venue', 300),
  address: optionalText('Address', 500),
  organizer: requiredText('Organizer', 300),
  mobile_number: optionalMobileSchema,
  email: emailSchema,
  pedicon_picture: imageFileSchema().optional(),
  event_picture: imageFileSchema().optional(),
})
export type ConferenceInput = z.input<typeof conferenceSchema>
export const CONFERENCE_EXISTS = 'Conference details already exist. Update them instead.'
export type ConferenceData = z.output<typeof conferenceSchema>
