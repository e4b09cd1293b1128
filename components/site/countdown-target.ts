// What the countdowns count to (spec 4): the conference sets the target, and the next upcoming
// event from today, when there is one, overrides it.
import type { ConferenceDto } from '@/lib/conference/schema'
import { startInstant } from '@/lib/dates'
import type { EventDto } from '@/lib/events/schema'

export function countdownTarget(
  conference: ConferenceDto | null,
  nextEvent: EventDto | null,
): { target: string | null; heading: string } {
  if (nextEvent) return { target: startInstant(nextEvent.date, nextEvent.time), heading: nextEvent.name }
  if (conference) return { target: startInstant(conference.date, conference.time), heading: conference.name }
  return { target: null, heading: 'UP Pedicon 2025' }
}
