'use client'
// The admin home's hero slider: 3 slides, one at a time, looping every 3 s with a 500 ms
// slide (spec), no dots. Pauses while hovered or focused and for visitors who prefer less motion.
import Link from 'next/link'
import { useEffect, useState } from 'react'
import type { BannerSlideDto } from '@/lib/banners/schema'
import styles from './dashboard.module.css'

export const SLIDE_MS = 3000

// In the admin variant the contact button leads to the admin contact screen (spec).
const adminLink = (href: string) => (href === '/contact-us' ? '/admin/admin-contact' : href)

export function HeroSlider({ slides }: { slides: BannerSlideDto[] }) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (paused || slides.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_MS)
    return () => clearInterval(timer)
  }, [paused, slides.length])
  if (!slides.length) return null
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label="Highlights" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((s, i) => (
          <div key={s.id} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`} aria-hidden={i !== index} style={{ backgroundImage: `linear-gradient(rgb(0 0 0 / 0.45), rgb(0 0 0 / 0.55)), url(${s.image})` }}>
            <div className={`container ${styles.slideText}`}>
              <h2>{s.title}</h2>
              <p>{s.subtitle}</p>
              <div className={styles.slideActions}>
                <Link href={adminLink(s.buttonLink)} className={styles.slideButton} tabIndex={i === index ? 0 : -1}>
                  {s.buttonText}
                </Link>
                {s.buttonTexts && (
                  <Link href={adminLink(s.buttonLinks)} className={styles.slideLink} tabIndex={i === index ? 0 : -1}>
                    {s.buttonTexts}
                  </Link>
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="Previous slide" onClick={() => setIndex((index - 1 + slides.length) % slides.length)}>
        ‹
      </button>
      <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next slide" onClick={() => setIndex((index + 1) % slides.length)}>
        ›
      </button>
    </section>
  )
}
