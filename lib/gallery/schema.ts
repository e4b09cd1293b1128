// The two galleries: the home gallery and Explore Gorakhpur. Client-safe.
import { z } from 'zod'
import { optionalText } from '@/lib/forms'
import { imageFileSchema } from '@/lib/uploads/image-field'

export const GALLERIES = ['home', 'gorakhpur'] as const
export type Gallery = (typeof GALLERIES)[number]

export interface GalleryItemDto {
  id: number
  images: string
  title: string
}

/** GET /uppedicon/gallery/?edition=<number>: a past edition's home gallery. */
export const galleryQuerySchema = z.object({
  edition: z.coerce
    .number({ error: 'edition must be an edition number.' })
    .int()
    .positive()
    .max(1000)
    .optional(),
})

/** Add New Image (POST /uppedicon/gallery/ and /uppedicon/gkpgallery/, multipart field images). */
export const galleryImageSchema = z.object({
  images: imageFileSchema(),
  title: optionalText('Title', 200),
})
export type GalleryImageData = z.output<typeof galleryImageSchema>
