// /uppedicon/gkpgallery/ (spec) — the Explore Gorakhpur gallery
import { gorakhpurGallery } from '@/lib/api/handlers/galleries'

export const { GET, POST, DELETE } = gorakhpurGallery
