'use client'

// Gallery grid with a lightbox: each picture opens large in a modal dialog, with previous/next
// (buttons and arrow keys) and Escape to close. Shows 8 pictures until See More (spec).
import { useRef, useState } from 'react'
import { IconButton } from '@/components/ui/icon-button'
import type { GalleryItemDto } from '@/lib/gallery/schema'
import { ControlIcon } from './control-icons'
import styles from './gallery.module.css'
import { Picture } from './picture'
import { ShowMore } from './show-more'

export function LightboxGallery({ items, label }: { items: GalleryItemDto[]; label: string }) {
  const [current, setCurrent] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)

  const open = (i: number) => {
    setCurrent(i)
    dialog.current?.showModal()
  }
  const step = (delta: number) =>
    setCurrent((c) => (c === null ? c : (c + delta + items.length) % items.length))
  const item = current === null ? null : items[current]

  return (
    <>
      <ShowMore
        label={label}
        listClassName={styles.grid}
        items={items.map((g, i) => (
          <li key={g.id}>
            <button type="button" className={styles.tile} onClick={() => open(i)}>
              {/* The caption names the button; the thumbnail adds nothing for screen readers. */}
              <Picture
                path={g.images}
                alt=""
                sizes="(min-width: 1024px) 280px, 50vw"
                className={styles.thumb}
              />
              <span className={styles.caption}>{g.title}</span>
            </button>
          </li>
        ))}
      />
      <dialog
        ref={dialog}
        className={styles.lightbox}
        aria-label={item?.title ?? label}
        onClose={() => setCurrent(null)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') step(1)
          if (e.key === 'ArrowLeft') step(-1)
        }}
      >
        {item && (
          <figure className={styles.figure}>
            <Picture path={item.images} alt={item.title} sizes="100vw" className={styles.large} />
            <figcaption>
              {item.title}{' '}
              <span className={styles.counter}>
                ({(current ?? 0) + 1} of {items.length})
              </span>
            </figcaption>
          </figure>
        )}
        <div className={styles.lightboxControls}>
          <IconButton tone="onDark" label="Previous picture" onClick={() => step(-1)}>
            <ControlIcon name="chevron" size={22} className={styles.prevIcon} />
          </IconButton>
          <IconButton tone="onDark" label="Close" onClick={() => dialog.current?.close()}>
            <ControlIcon name="close" size={22} />
          </IconButton>
          <IconButton tone="onDark" label="Next picture" onClick={() => step(1)}>
            <ControlIcon name="chevron" size={22} className={styles.nextIcon} />
          </IconButton>
        </div>
      </dialog>
    </>
  )
}
