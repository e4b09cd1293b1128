// The current edition of UP Pedicon (spec 2): welcome, event card, leadership, theme and partners, Explore
// Gorakhpur gallery, introduction video, map (lazy: the frame loads only near the viewport).
import type { Metadata } from 'next'
import { ConferenceDetails } from '@/components/site/conference'
import { GallerySection } from '@/components/site/gallery-section'
import { LeadershipCards } from '@/components/site/member-card'
import { Picture } from '@/components/site/picture'
import { PageHero, Section, StateMessage } from '@/components/site/section'
import styles from '@/components/site/site.module.css'
import { VideoPlayer } from '@/components/site/video-player'
import { getConference } from '@/lib/conference/service'
import { getPrimaryContact } from '@/lib/contact/service'
import { getSiteEdition } from '@/lib/editions/site'
import { conferenceDates, meets, ordinal, registerCta, withEdition } from '@/lib/editions/wording'
import { getGallery } from '@/lib/gallery/service'
import { getLeadership } from '@/lib/members/service'
import { MAP_EMBED_URL, mapLink } from '@/lib/site'
import { getThemes } from '@/lib/themes/service'

export async function generateMetadata(): Promise<Metadata> {
  const { edition: e } = await getSiteEdition()
  return {
    title: `${e.name}, ${e.city}`,
    description: `${e.name} in ${e.city}, ${conferenceDates(e)}: the event, the leadership, the theme and partner associations, the city and the venue.`,
  }
}

const VIDEO_SOURCES = [
  { src: '/media/intro.webm', type: 'video/webm' },
  { src: '/media/intro.mp4', type: 'video/mp4' },
]

export default async function UpPediconPage() {
  const [record, leadership, themes, gorakhpur, contact, { edition, state }] = await Promise.all([
    getConference(),
    getLeadership(),
    getThemes(),
    getGallery('gorakhpur'),
    getPrimaryContact(),
    getSiteEdition(),
  ])
  const conference = record && withEdition(record, edition)
  const eyebrow = `${ordinal(edition.number)} Annual State Conference`
  return (
    <>
      <PageHero eyebrow={eyebrow} title={`Welcome to ${edition.name}`}>
        The paediatricians of Uttar Pradesh {meets(state) === 'met' ? 'met' : 'meet'} in {edition.city} on{' '}
        {conferenceDates(edition)}: three days of science, skills and fellowship.{' '}
        {state === 'concluded' ? 'Thank you for joining us.' : 'We look forward to welcoming you.'}
      </PageHero>

      <div className="container">
        <ConferenceDetails
          conference={conference}
          headingLevel={2}
          eyebrow={`${eyebrow} · IAP Uttar Pradesh`}
          cta={registerCta(state, edition.opens_at)}
        />
      </div>

      <Section id="leadership" eyebrow="Organising team" title="Leadership" tone="alt">
        <LeadershipCards {...leadership} />
      </Section>

      <Section id="theme" eyebrow="Theme & partners" title={`${edition.name} Theme`}>
        {themes.length ? (
          <ul className={styles.themeGrid}>
            {themes.map((t) => (
              <li key={t.id} className={styles.themeCard}>
                <Picture path={t.image} alt="" sizes="(min-width: 1024px) 360px, 100vw" />
                <div>
                  <h3>{t.name}</h3>
                  <p>{t.description}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <StateMessage>No themes available.</StateMessage>
        )}
      </Section>

      <Section id="video" eyebrow="Watch" title="Introduction Video" tone="alt">
        <VideoPlayer
          sources={VIDEO_SOURCES}
          poster="/media/intro-poster.webp"
          title={`${edition.name} introduction`}
          captions="/media/intro.en.vtt"
          transcript="A title film of eight seconds, without speech. On a red background: “UP Pedicon 2025”, then “46th Annual State Conference of IAP Uttar Pradesh”, then “Gorakhpur · 28 to 30 November 2025”."
        />
      </Section>

      <GallerySection
        id="explore-gorakhpur"
        eyebrow="The host city"
        title="Explore Gorakhpur"
        items={gorakhpur}
      />

      <Section id="map" eyebrow="Find us" title="Location" tone="alt">
        <iframe
          className={styles.map}
          src={MAP_EMBED_URL}
          title="Map of Betiahata, Gorakhpur (IAP Gorakhpur office)"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
        <p>
          <a href={mapLink(contact.location)} target="_blank" rel="noopener noreferrer">
            Open the location in Google Maps
          </a>
        </p>
      </Section>
    </>
  )
}
