'use client'

// The admin dashboard: the home page with the admin controls inline (spec section 2).
import { HeroCarousel } from '@/components/site/hero-carousel'
import { ReadMore } from '@/components/site/read-more'
import type { BannerSlideDto } from '@/lib/banners/schema'
import type { ConferenceDto } from '@/lib/conference/schema'
import { todayInIndia } from '@/lib/dates'
import type { EventDto } from '@/lib/events/schema'
import type { MemberDto } from '@/lib/members/schema'
import admin from './admin.module.css'
import { Loaded, Picture, Section } from './blocks'
import { Countdown } from './countdown'
import styles from './dashboard.module.css'
import { FaqsAdmin } from './faqs'
import { GalleryManager } from './gallery-manager'
import { MEMBERS_PATH } from './member-form'
import { MembersAdmin } from './members-admin'
import { SlidesAdmin } from './slides-admin'
import { useApi } from './use-api'

function PresidentCard() {
  const president = useApi<MemberDto[]>(MEMBERS_PATH, { designation: 'president' })
  return (
    <Section id="president" title="President’s message">
      <Loaded query={president} empty="No president data available.">
        {([p]) => (
          <div className={styles.president}>
            <div className={styles.presidentPicture}>
              <Picture src={p.picture} alt={p.name} portrait />
            </div>
            <div>
              <h3 className={styles.presidentName}>{p.name}</h3>
              <p className={admin.muted}>{p.degree}</p>
              <ReadMore text={p.description} />
            </div>
          </div>
        )}
      </Loaded>
    </Section>
  )
}

function UpcomingEvent() {
  const event = useApi<EventDto>('/uppedicon/event/', { date: todayInIndia() })
  return (
    <Section id="upcoming-event" title="Upcoming event">
      <Loaded query={event} notFound="No upcoming events found.">
        {(e) => (
          <div className={styles.upcoming}>
            <div>
              <h3>{e.name}</h3>
              <p className={admin.muted}>
                {e.date || 'Date not available'} · {e.time ? e.time.slice(0, 5) : 'Time not available'} ·{' '}
                {e.venue || 'Venue not available'}
              </p>
              <p>{e.description}</p>
            </div>
            <Countdown date={e.date} time={e.time} name={e.name} />
          </div>
        )}
      </Loaded>
    </Section>
  )
}

function WhenWhereWho({ name }: { name: string }) {
  const conference = useApi<ConferenceDto>('/uppedicon/uppedicon/')
  return (
    <Section id="uppedicon" title={name}>
      <Loaded query={conference} notFound="No conference details available.">
        {(c) => (
          <>
            <Countdown date={c.date} time={c.time} name={c.name} />
            <dl className={styles.www}>
              <div>
                <dt>When</dt>
                <dd>
                  {c.date || 'Date not available'}, {c.time ? c.time.slice(0, 5) : 'Time not available'} (
                  {c.day})
                </dd>
              </div>
              <div>
                <dt>Where</dt>
                <dd>
                  {c.venue || 'Venue not available'}
                  {c.address && `, ${c.address}`}
                </dd>
              </div>
              <div>
                <dt>Who</dt>
                <dd>{c.organizer || 'Organizer not available'}</dd>
              </div>
            </dl>
            <p>{c.description}</p>
          </>
        )}
      </Loaded>
    </Section>
  )
}

/** The admin hero: 3 slides, a new one every 3 s (spec). */
export const ADMIN_SLIDE_MS = 3000
// In the admin variant the contact button leads to the admin contact screen (spec).
const adminLink = (href: string) => (href === '/contact-us' ? '/admin/admin-contact' : href)
const adminSlide = (s: BannerSlideDto): BannerSlideDto => ({
  ...s,
  buttonLink: adminLink(s.buttonLink),
  buttonLinks: adminLink(s.buttonLinks),
})

/** `conference`: the current edition's name; `values`: its placeholders' values (the previews). */
export function Dashboard({
  slides,
  conference,
  values,
}: {
  slides: BannerSlideDto[]
  conference: string
  values: Readonly<Record<string, string>>
}) {
  return (
    <>
      <HeroCarousel slides={slides.slice(0, 3).map(adminSlide)} delay={ADMIN_SLIDE_MS} />
      <div className="container">
        <SlidesAdmin values={values} />
        <PresidentCard />
        <MembersAdmin id="board" title="Board Members" preview={8} />
        <UpcomingEvent />
        <WhenWhereWho name={conference} />
        <GalleryManager id="gallery" path="/uppedicon/gallery/" title="Gallery" />
        <FaqsAdmin values={values} />
      </div>
    </>
  )
}
