// A stored picture served right-sized: srcset of its WebP variants, intrinsic width/height (no
// layout shift), lazy unless it is the page's main image. Missing or foreign paths show an
// intentional placeholder.
import { pictureInfo } from '@/lib/uploads/paths'

interface PictureProps {
  path: string | null | undefined
  alt: string
  /** The rendered width, for the browser's choice among the variants. */
  sizes: string
  className?: string
  priority?: boolean
  placeholder?: 'person' | 'picture'
}

export function Picture({
  path,
  alt,
  sizes,
  className,
  priority = false,
  placeholder = 'picture',
}: PictureProps) {
  const info = pictureInfo(path)
  const loading = priority ? 'eager' : 'lazy'
  if (!info) {
    const [src, w, h] =
      placeholder === 'person'
        ? ['/images/person-placeholder.svg', 400, 500]
        : ['/images/picture-placeholder.svg', 400, 300]
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a static SVG
      <img
        src={src}
        alt={alt}
        width={w}
        height={h}
        className={className}
        loading={loading}
        decoding="async"
      />
    )
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored pictures already have WebP size variants
    <img
      src={info.src}
      srcSet={info.srcSet}
      sizes={sizes}
      width={info.width}
      height={info.height}
      alt={alt}
      className={className}
      loading={loading}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
