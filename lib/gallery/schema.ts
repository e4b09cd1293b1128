// The two galleries: the home gallery and Explore Gorakhpur. Client-safe.
export const GALLERIES = ['home', 'gorakhpur'] as const
export type Gallery = (typeof GALLERIES)[number]

export interface GalleryItemDto {
  id: number
  images: string
  title: string
}
