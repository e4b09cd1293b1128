// Upcoming events (spec 2): picture, name, description, venue, date, time.
import type { Metadata } from 'next'
import { EventList } from '@/components/site/events'
import { PageHero, Section } from '@/components/site/section'
import { ButtonLink } from '@/components/ui/button'
import { getSiteEdition } from '@/lib/editions/site'
import type { EventDto } from '@/lib/events/schema'
import { getUpcomingEvents } from '@/lib/events/service'
import { registerForWorkshopPath } from '@/lib/workshops/offers'
import { getOpenWorkshopIds } from '@/lib/workshops/service'

export const metadata: Metadata = {
  title: 'Upcoming Events',
  description: 'Workshops, courses and CMEs of the Indian Academy of Pediatrics, Uttar Pradesh.',
}

/**
 * A workshop of the current edition takes registrations while the edition's registration is open,
 * its last day has not passed and seats are left: its Register button opens the form with it ticked.
 */
const registerButton = (open: number[]) =>
  function RegisterForWorkshop(e: EventDto) {
    if (!open.includes(e.id)) return null
    return (
      <ButtonLink href={registerForWorkshopPath(e.id)} aria-label={`Register for ${e.name}`}>
        Register
      </ButtonLink>
    )
  }

export default async function EventsPage() {
  const [events, site] = await Promise.all([getUpcomingEvents(), getSiteEdition()])
  const open = site.state === 'open' ? await getOpenWorkshopIds(site.edition.id) : []
  return (
    <>
      <PageHero eyebrow="IAP Uttar Pradesh" title="Upcoming Events">
        Hands-on workshops, courses and CMEs of the academy across Uttar Pradesh: register early, places are
        limited.
      </PageHero>
      <Section id="events" title="Workshops, Courses & CMEs" eyebrow="Calendar">
        <EventList events={events} actions={registerButton(open)} />
      </Section>
    </>
  )
}
