// The parts of the public pages that follow the current edition and its state: the
// notice of a registration that is not open, the hero slides (their placeholders filled, their
// register buttons following the state), and the concluded conference's thanks with the way to
// the next edition.
import Link from 'next/link'
import { Alert } from '@/components/ui/alert'
import { buttonClass } from '@/components/ui/button'
import type { BannerSlideDto } from '@/lib/banners/schema'
import { fillPlaceholders } from '@/lib/content/placeholders'
import type { SiteEdition } from '@/lib/editions/site'
import { editionValues } from '@/lib/editions/texts'
import type { EditionState } from '@/lib/editions/window'
import { conferenceDates, ordinal, registerCta } from '@/lib/editions/wording'
import { Section } from './section'

/** "Registration opens on …" / "Registration is closed." where the form or PAY NOW would be. */
export function RegistrationNotice({ edition, notice: message }: Pick<SiteEdition, 'edition' | 'notice'>) {
  if (!message) return null
  return (
    <div data-testid="registration-state">
      <Alert tone="info">
        <strong>{message}</strong> {edition.name}, {conferenceDates(edition)}, {edition.city}.
      </Alert>
    </div>
  )
}

/**
 * The slides as visitors see them: their texts with the current edition's placeholders filled,
 * so a slide written with {edition} and {dates} announces the current edition.
 */
export function editionSlides(
  slides: BannerSlideDto[],
  { edition, state }: Pick<SiteEdition, 'edition' | 'state'>,
) {
  const values = editionValues(edition)
  const fill = (text: string) => fillPlaceholders(text, values)
  const filled = slides.map((s) => ({
    ...s,
    title: fill(s.title),
    subtitle: fill(s.subtitle),
    buttonText: fill(s.buttonText),
    buttonTexts: fill(s.buttonTexts),
  }))
  return followState(filled, state, edition.opens_at)
}

/** Slides whose buttons lead to /register say what registering is now (or point to the gallery). */
function followState(slides: BannerSlideDto[], state: EditionState, opensAt: string) {
  if (state === 'open') return slides
  const cta = registerCta(state, opensAt)
  return slides.map((s) => ({
    ...s,
    ...(s.buttonLink === '/register' && { buttonText: cta.label, buttonLink: cta.href }),
    ...(s.buttonLinks === '/register' && { buttonTexts: cta.label, buttonLinks: cta.href }),
  }))
}

/** The home page once the conference is over: thanks, and the next edition when there is one. */
export function ConcludedThanks({ edition, next }: Pick<SiteEdition, 'edition' | 'next'>) {
  return (
    <Section id="thanks" eyebrow={`${edition.name} · ${edition.city}`} title="Thank you, delegates">
      <div data-testid="concluded">
        <p>
          {edition.name}, the {ordinal(edition.number)} annual state conference of IAP Uttar Pradesh, met in{' '}
          {edition.city} on {conferenceDates(edition)}. Thank you to every delegate, speaker, volunteer and
          partner who made it happen: the pictures are in the gallery below.
        </p>
        {next ? (
          <p>
            Next: <strong>{next.name}</strong>, the {ordinal(next.number)} conference, in {next.city} on{' '}
            {conferenceDates(next)}.{' '}
            <Link href="/#gallery" className={buttonClass({ variant: 'secondary' })}>
              View the Gallery
            </Link>
          </p>
        ) : (
          <p>The next conference will be announced here.</p>
        )}
      </div>
    </Section>
  )
}
