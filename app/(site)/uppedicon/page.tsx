// UP Pedicon 2025 (spec 2): welcome, event card, leadership, theme and partners, Explore
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
import { getGallery } from '@/lib/gallery/service'
import { getLeadership } from '@/lib/members/service'
import { MAP_EMBED_URL, mapLink } from '@/lib/site'
import { getThemes } from '@/lib/themes/service'

export const metadata: Metadata = {
  title: 'UP Pedicon 2025, Gorakhpur',
  description:
    'UP Pedicon 2025 in Gorakhpur, 28–30 November 2025: the event, the leadership, the theme and partner associations, the city and the venue.',
}

const VIDEO_SOURCES = [
  { src: '/media/intro.webm', type: 'video/webm' },
  { src: '/media/intro.mp4', type: 'video/mp4' },
]

export default async function UpPediconPage() {
  const [conference, leadership, themes, gorakhpur, contact] = await Promise.all([
    getConference(),
    getLeadership(),
    getThemes(),
    getGallery('gorakhpur'),
    getPrimaryContact(),
  ])
  return (
    <>
      <PageHero eyebrow="46th Annual State Conference" title="Welcome to UP Pedicon 2025">
        The paediatricians of Uttar Pradesh meet in Gorakhpur, the city of Gorakhnath, from 28 to 30 November
        2025: three days of science, skills and fellowship. We look forward to welcoming you.
      </PageHero>

      <div className="container">
        <ConferenceDetails conference={conference} headingLevel={2} />
      </div>

      <Section id="leadership" eyebrow="Organising team" title="Leadership" tone="alt">
        <LeadershipCards {...leadership} />
      </Section>

      <Section id="theme" eyebrow="Theme & partners" title="UP Pedicon 2025 Theme">
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
          title="UP Pedicon 2025 introduction"
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
