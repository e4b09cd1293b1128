// What the countdowns count to (spec 4): the conference sets the target, and the next upcoming
// event from today, when there is one, overrides it. The band names it and its start,
// so an event's countdown never reads as the time left until the conference.
import type { ConferenceDto } from '@/lib/conference/schema'
import { formatDate, formatTime, startInstant } from '@/lib/dates'
import type { EventDto } from '@/lib/events/schema'

export function countdownTarget(
  conference: ConferenceDto | null,
  nextEvent: EventDto | null,
): { target: string | null; heading: string; when: string | null } {
  const of = (e: { name: string; date: string; time: string }) => ({
    target: startInstant(e.date, e.time),
    heading: e.name,
    when: `${formatDate(e.date)}, ${formatTime(e.time)}`,
  })
  if (nextEvent) return of(nextEvent)
  if (conference) return of(conference)
  return { target: null, heading: 'UP Pedicon', when: null }
}
