// The conference (UP Pedicon 2025): a single event record. Client-safe.
import type { Weekday } from '@/lib/dates'

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
