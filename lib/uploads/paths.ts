// Public picture paths and their size variants. Client-safe (no Node APIs).
// A stored picture is /uploads/<folder>/<random>_<width>x<height>.webp; smaller copies sit beside
// it as <random>_<width>x<height>-<w>w.webp for each VARIANT_WIDTHS entry narrower than it.

export const PUBLIC_FOLDERS = [
  'members',
  'gallery',
  'gkpgallery',
  'themes',
  'events',
  'conference',
  'banners',
] as const
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number]
export const VARIANT_WIDTHS = [480, 960] as const

const PICTURE = /^\/uploads\/([a-z]+)\/([A-Za-z0-9_-]+)_(\d+)x(\d+)\.webp$/

export interface PictureInfo {
  src: string
  width: number
  height: number
  srcSet: string
}

/** Size and srcset of a stored picture; null for anything that is not one of ours. */
export function pictureInfo(path: string | null | undefined): PictureInfo | null {
  if (!path) return null
  const m = PICTURE.exec(path)
  if (!m) return null
  const [, folder, base, w, h] = m
  const width = Number(w)
  const height = Number(h)
  const stem = `/uploads/${folder}/${base}_${width}x${height}`
  const entries = VARIANT_WIDTHS.filter((v) => v < width).map((v) => `${stem}-${v}w.webp ${v}w`)
  entries.push(`${path} ${width}w`)
  return { src: path, width, height, srcSet: entries.join(', ') }
}
