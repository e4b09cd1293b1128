'use client'

// Embla, the hero carousel's engine, in a module of its own: hero-carousel.tsx imports it once
// the page has loaded and the browser is idle, or at the first press of an arrow, so that its
// code is neither fetched nor run while the page starts. It renders nothing: it drives the slides
// the page already shows, and hands its API to the carousel.
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState, type RefObject } from 'react'

export type Embla = NonNullable<UseEmblaCarouselType[1]>

/**
 * Embla's `duration` is not milliseconds but the damping of its scroll body, integrated at 60
 * steps a second with friction 0.68. Simulating that integration: with 19 a slide is within 1 %
 * of its place after 450 ms and within a pixel after 520 ms (390 px) to 550 ms (1280 px), without
 * visible overshoot; 20 already needs 480 / 580-630 ms. So 19 is the spec's 500 ms slide speed
 * (e2e/browser/home.spec.ts measures it).
 */
export const EMBLA_DURATION_500MS = 19
const OPTIONS = { loop: true, duration: EMBLA_DURATION_500MS }

export default function HeroEmbla({
  viewport,
  delay,
  play,
  onReady,
}: {
  /** The carousel's viewport (its first child holds the slides). */
  viewport: RefObject<HTMLDivElement | null>
  /** ms between slides */ delay: number
  /** Whether autoplay starts at once (the visitor may have paused it already). */
  play: boolean
  onReady: (embla: Embla) => void
}) {
  // Taken once: Embla starts again from its first slide whenever its options or plugins change.
  const [plugins] = useState(() => [
    Autoplay({
      delay,
      playOnInit: play,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ])
  const [emblaRef, embla] = useEmblaCarousel(OPTIONS, plugins)
  useEffect(() => emblaRef(viewport.current), [emblaRef, viewport])
  useEffect(() => {
    if (embla) onReady(embla)
  }, [embla, onReady])
  return null
}
