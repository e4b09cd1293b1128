// Upcoming events (spec 2): picture, name, description, venue, date, time.
import type { Metadata } from 'next'
import { EventList } from '@/components/site/events'
import { PageHero, Section } from '@/components/site/section'
import { getUpcomingEvents } from '@/lib/events/service'

export const metadata: Metadata = {
  title: 'Upcoming Events',
  description: 'Workshops, courses and CMEs of the Indian Academy of Pediatrics, Uttar Pradesh.',
}

export default async function EventsPage() {
  const events = await getUpcomingEvents()
  return (
    <>
      <PageHero eyebrow="IAP Uttar Pradesh" title="Upcoming Events">
        Hands-on workshops, courses and CMEs of the academy across Uttar Pradesh: register early, places are
        limited.
      </PageHero>
      <Section id="events" title="Workshops, Courses & CMEs" eyebrow="Calendar">
        <EventList events={events} />
      </Section>
    </>
  )
}
