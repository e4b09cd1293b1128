'use client'

// admin-uppedicon: conference details, leadership, themes, the Explore Gorakhpur gallery, map.
import { Hero, Section } from './blocks'
import { ConferenceAdmin } from './conference-admin'
import { GalleryManager } from './gallery-manager'
import { LeadershipAdmin } from './leadership-admin'
import { MapEmbed } from './map-embed'
import { ThemesAdmin } from './themes-admin'

/** `name` and `subtitle`: the current edition's (the page reads it). */
export function UppediconAdmin({ name, subtitle }: { name: string; subtitle: string }) {
  return (
    <>
      <Hero title={name} subtitle={subtitle} />
      <div className="container">
        <ConferenceAdmin />
        <LeadershipAdmin />
        <ThemesAdmin edition={name} />
        <GalleryManager id="explore-gorakhpur" path="/uppedicon/gkpgallery/" title="Explore Gorakhpur" />
        <Section title="Location">
          <MapEmbed />
        </Section>
      </div>
    </>
  )
}
