// A gallery section (home gallery, Explore Gorakhpur): 8 pictures, See More, lightbox.
import type { GalleryItemDto } from '@/lib/gallery/schema'
import { LightboxGallery } from './lightbox-gallery'
import { Section, StateMessage } from './section'

export function GallerySection({
  id,
  eyebrow,
  title,
  items,
}: {
  id: string
  eyebrow?: string
  title: string
  items: GalleryItemDto[]
}) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title}>
      {items.length ? (
        <LightboxGallery items={items} label={title} />
      ) : (
        <StateMessage>No pictures available.</StateMessage>
      )}
    </Section>
  )
}
