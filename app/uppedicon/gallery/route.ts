// /uppedicon/gallery/ (spec) — the home page's gallery
import { homeGallery } from '@/lib/api/handlers/galleries'

export const { GET, POST, DELETE } = homeGallery
