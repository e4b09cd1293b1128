// Home (spec 2, "Home page content"). Server-rendered from the cached domain readers; only the
// carousel, countdowns, pop-up, Read More, See More and the gallery lightbox run in the browser.
import { AboutConference, ConferenceDetails, CountdownBand, WhenWhereWho } from '@/components/site/conference'
import { countdownTarget } from '@/components/site/countdown-target'
import { EventBlock } from '@/components/site/events'
import { Faq } from '@/components/site/faq'
import { GallerySection } from '@/components/site/gallery-section'
import { HeroCarousel } from '@/components/site/hero-carousel'
import { BoardMembers, LeadershipCards } from '@/components/site/member-card'
import { RegistrationPopup } from '@/components/site/registration-popup'
import { Section } from '@/components/site/section'
import { getBannerSlides } from '@/lib/banners/service'
import { getConference } from '@/lib/conference/service'
import { formatDate, formatTime } from '@/lib/dates'
import { getNextEvent } from '@/lib/events/service'
import { getGallery } from '@/lib/gallery/service'
import { getLeadership, getMembers } from '@/lib/members/service'

export default async function HomePage() {
  const [slides, conference, leadership, board, nextEvent, gallery] = await Promise.all([
    getBannerSlides(),
    getConference(),
    getLeadership(),
    getMembers('member'),
    getNextEvent(),
    getGallery('home'),
  ])

  return (
    <>
      <HeroCarousel slides={slides} />
      <CountdownBand {...countdownTarget(conference, nextEvent)} />
      <div className="container">
        <ConferenceDetails conference={conference} />
      </div>
      {conference && (
        <RegistrationPopup
          name={conference.name}
          date={formatDate(conference.date)}
          time={formatTime(conference.time)}
          venue={conference.venue}
        />
      )}

      <Section id="leadership" eyebrow="Office bearers" title="Our Leadership" tone="alt">
        <LeadershipCards {...leadership} />
      </Section>
      <Section id="board" eyebrow="IAP Uttar Pradesh" title="Board Members">
        <BoardMembers members={board} />
      </Section>
      <Section id="upcoming-event" eyebrow="Don’t miss" title="Upcoming Event" tone="alt">
        <EventBlock event={nextEvent} />
      </Section>
      <Section id="when-where-who" eyebrow="At a glance" title="When, Where & Who">
        <WhenWhereWho conference={conference} />
      </Section>
      <Section id="uppedicon" eyebrow="UP Pedicon 2025" title="About the Conference" tone="alt">
        <AboutConference conference={conference} />
      </Section>
      <GallerySection id="gallery" eyebrow="Moments" title="Gallery" items={gallery} />
      <Section id="faqs" eyebrow="Questions" title="Frequently Asked Questions" tone="alt">
        <Faq />
      </Section>
    </>
  )
}
