'use client'

// admin-uppedicon: conference details, leadership, themes, the Explore Gorakhpur gallery, map.
import { Hero, Section } from './blocks'
import { ConferenceAdmin } from './conference-admin'
import { GalleryManager } from './gallery-manager'
import { LeadershipAdmin } from './leadership-admin'
import { MapEmbed } from './map-embed'
import { ThemesAdmin } from './themes-admin'

export function UppediconAdmin() {
  return (
    <>
      <Hero
        title="UP Pedicon 2025"
        subtitle="46th Annual State Conference of IAP Uttar Pradesh · Gorakhpur, 28–30 November 2025"
      />
      <div className="container">
        <ConferenceAdmin />
        <LeadershipAdmin />
        <ThemesAdmin />
        <GalleryManager id="explore-gorakhpur" path="/uppedicon/gkpgallery/" title="Explore Gorakhpur" />
        <Section title="Location">
          <MapEmbed />
        </Section>
      </div>
    </>
  )
}
