// Home (spec 2, "Home page content"). Server-rendered from the cached domain readers; only the
// carousel, countdowns, pop-up, Read More, the board's See More and the gallery lightbox run in the
// browser, given only the fields they show (the React payload repeats whatever they are given).
import { BoardMembers } from '@/components/site/board-members'
import { AboutConference, ConferenceDetails, CountdownBand, WhenWhereWho } from '@/components/site/conference'
import { countdownTarget } from '@/components/site/countdown-target'
import { ConcludedThanks, editionSlides } from '@/components/site/edition'
import { EventBlock } from '@/components/site/events'
import { WhenWhere } from '@/components/site/fact'
import { Faq } from '@/components/site/faq'
import { GallerySection } from '@/components/site/gallery-section'
import { HeroCarousel } from '@/components/site/hero-carousel'
import { LeadershipCards } from '@/components/site/member-card'
import { RegistrationPopup } from '@/components/site/registration-popup'
import { Section } from '@/components/site/section'
import { getBannerSlides } from '@/lib/banners/service'
import { getConference } from '@/lib/conference/service'
import { getFaqs } from '@/lib/content/service'
import { formatDate, formatTime } from '@/lib/dates'
import { getSiteEdition } from '@/lib/editions/site'
import { editionValues } from '@/lib/editions/texts'
import { conferenceDates, ordinal, registerCta, withEdition } from '@/lib/editions/wording'
import { getNextEvent } from '@/lib/events/service'
import { getGallery } from '@/lib/gallery/service'
import { getLeadership, getMembers } from '@/lib/members/service'

export default async function HomePage() {
  const [slides, record, leadership, board, nextEvent, gallery, faqs, site] = await Promise.all([
    getBannerSlides(),
    getConference(),
    getLeadership(),
    getMembers('member'),
    getNextEvent(),
    getGallery('home'),
    getFaqs(),
    getSiteEdition(),
  ])
  // The current edition names, dates and places the conference, and its state sets the buttons.
  const { edition, state } = site
  const conference = record && withEdition(record, edition)
  const cta = registerCta(state, edition.opens_at)
  const eyebrow = `${ordinal(edition.number)} Annual State Conference · IAP Uttar Pradesh`

  return (
    <>
      <HeroCarousel slides={editionSlides(slides, site)} />
      <CountdownBand {...countdownTarget(conference, nextEvent)} />
      {state === 'concluded' && <ConcludedThanks edition={edition} next={site.next} />}
      <div className="container">
        <ConferenceDetails conference={conference} eyebrow={eyebrow} cta={cta} />
      </div>
      {conference && state !== 'concluded' && (
        <RegistrationPopup
          name={conference.name}
          eyebrow={site.notice ?? 'Registration open'}
          cta={state === 'open' ? cta : null}
        >
          <WhenWhere
            date={formatDate(conference.date)}
            time={formatTime(conference.time)}
            venue={conference.venue}
            columns={1}
          />
        </RegistrationPopup>
      )}

      <Section id="leadership" eyebrow="Office bearers" title="Our Leadership" tone="alt">
        <LeadershipCards {...leadership} />
      </Section>
      <Section id="board" eyebrow="IAP Uttar Pradesh" title="Board Members">
        <BoardMembers
          members={board.map(({ id, name, degree, description, picture }) => ({
            id,
            name,
            degree,
            description,
            picture,
          }))}
        />
      </Section>
      <Section id="upcoming-event" eyebrow="Don’t miss" title="Upcoming Event" tone="alt">
        <EventBlock event={nextEvent} />
      </Section>
      <Section id="when-where-who" eyebrow="At a glance" title="When, Where & Who">
        <WhenWhereWho conference={conference} dates={conferenceDates(edition)} />
      </Section>
      <Section id="uppedicon" eyebrow={edition.name} title="About the Conference" tone="alt">
        <AboutConference conference={conference} />
      </Section>
      <GallerySection id="gallery" eyebrow="Moments" title="Gallery" items={gallery} />
      <Section id="faqs" eyebrow="Questions" title="Frequently Asked Questions" tone="alt">
        <Faq faqs={faqs} values={editionValues(edition)} />
      </Section>
    </>
  )
}
