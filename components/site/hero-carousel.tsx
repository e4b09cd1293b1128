'use client'

// The hero carousel: one slide at a time, infinite loop, no dots, a 500 ms slide (Embla). The home
// page advances every 2000 ms (spec 9); the admin dashboard every 3000 ms with its own links.
// Arrows and a pause button keep it operable by keyboard and stoppable (WCAG 2.2.2); autoplay
// also stops while the pointer or focus is inside. Off-screen slides are inert so Tab only
// reaches the visible slide's links. Without JavaScript the first slide shows.
// The page starts with the first slide, as the server drew it, and without Embla: its code
// (hero-embla.tsx, more than a third of the home page's own script) is fetched once the page has loaded
// and the browser is idle, or at once when an arrow is pressed first; the slides start turning
// when it has arrived.
import Link from 'next/link'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import type { BannerSlideDto } from '@/lib/banners/schema'
import { ControlIcon } from './control-icons'
import type { Embla } from './hero-embla'
import styles from './hero.module.css'
import { Picture } from './picture'
import { useIdleAfterLoad } from './use-idle'

export const AUTOPLAY_MS = 2000
const HeroEmbla = lazy(() => import('./hero-embla'))

/** Embla once loaded; until then the arrows' presses are kept and the pause button only noted. */
function useCarousel() {
  const viewport = useRef<HTMLDivElement>(null)
  const [embla, setEmbla] = useState<Embla>()
  const [loading, loadNow] = useIdleAfterLoad()
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(true)
  const pending = useRef(0)

  const onReady = useCallback((api: Embla) => {
    setEmbla(api)
    const steps = pending.current
    pending.current = 0
    // The arrows pressed while Embla was on its way, from the first slide (0, as the page began).
    const count = api.scrollSnapList().length
    if (steps) api.scrollTo(((steps % count) + count) % count)
  }, [])

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect)
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])

  const go = (step: 1 | -1) => {
    if (embla) return step > 0 ? embla.scrollNext() : embla.scrollPrev()
    pending.current += step
    loadNow()
  }
  const togglePlay = () => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay) return setPlaying((p) => !p)
    if (autoplay.isPlaying()) autoplay.stop()
    else autoplay.play()
    setPlaying(autoplay.isPlaying())
  }
  return { viewport, loading, onReady, selected, playing, go, togglePlay }
}

export function HeroCarousel({
  slides,
  delay = AUTOPLAY_MS,
}: {
  slides: BannerSlideDto[]
  /** ms between slides */ delay?: number
}) {
  const { viewport, loading, onReady, selected, playing, go, togglePlay } = useCarousel()

  if (slides.length === 0) return null
  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="Highlights">
      {loading && slides.length > 1 && (
        <Suspense>
          <HeroEmbla viewport={viewport} delay={delay} play={playing} onReady={onReady} />
        </Suspense>
      )}
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.container}>
          {slides.map((s, i) => (
            <div
              key={s.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              inert={i !== selected}
              data-active={i === selected}
            >
              <Picture path={s.image} alt="" sizes="100vw" priority={i === 0} className={styles.image} />
              <div className={styles.overlay}>
                <div className={`container ${styles.content}`}>
                  <h2 className={styles.title}>{s.title}</h2>
                  <p className={styles.subtitle}>{s.subtitle}</p>
                  <div className={styles.actions}>
                    <Link href={s.buttonLink} className={buttonClass({ variant: 'primary' })}>
                      {s.buttonText}
                    </Link>
                    {s.buttonTexts && s.buttonLinks && (
                      <Link href={s.buttonLinks} className={styles.secondary}>
                        {s.buttonTexts}
                      </Link>
                    )}
                  </div>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <IconButton tone="onDark" label="Previous slide" onClick={() => go(-1)}>
          <ControlIcon name="chevron" size={22} className={styles.prevIcon} />
        </IconButton>
        <IconButton
          tone="onDark"
          label={playing ? 'Pause the slides' : 'Play the slides'}
          onClick={togglePlay}
        >
          <ControlIcon name={playing ? 'pause' : 'play'} size={18} />
        </IconButton>
        <IconButton tone="onDark" label="Next slide" onClick={() => go(1)}>
          <ControlIcon name="chevron" size={22} className={styles.nextIcon} />
        </IconButton>
      </div>
    </section>
  )
}
