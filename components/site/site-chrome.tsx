// The public chrome around a page: skip link, sticky contact strip and navigation, footer. Used by
// the (site) layout and by the root 404 page (unknown addresses are outside any route group).
import { getAbstractsLink } from '@/lib/abstracts/call'
import { getPrimaryContact } from '@/lib/contact/service'
import type { EditionDto } from '@/lib/editions/schema'
import { getSiteEdition } from '@/lib/editions/site'
import type { EditionState } from '@/lib/editions/window'
import { conferenceDates, meets, ordinal } from '@/lib/editions/wording'
import styles from './chrome.module.css'
import { Footer } from './footer'
import { SiteNav } from './site-nav'
import { TopBar } from './top-bar'

/** The footer's text about the association and its current conference (in the state's tense). */
const aboutText = (e: EditionDto, state: EditionState) =>
  `The Indian Academy of Pediatrics, Uttar Pradesh, is the state association of paediatricians: it trains, connects and speaks for the doctors who care for the children of India’s most populous state. ${e.name}, its ${ordinal(e.number)} annual state conference, ${meets(state)} in ${e.city} on ${conferenceDates(e)}.`

export async function SiteChrome({ children }: { children: React.ReactNode }) {
  // The current edition names the conference and sets the tense of the footer's text; the © is
  // the year in India, from the same cache entry (it ends when the year turns).
  const [contact, { edition, state, year }, abstracts] = await Promise.all([
    getPrimaryContact(),
    getSiteEdition(),
    getAbstractsLink(),
  ])
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.header}>
        <TopBar contact={contact} />
        <SiteNav conference={edition.name} abstracts={abstracts} />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer contact={contact} year={year} about={aboutText(edition, state)} conference={edition.name} />
    </>
  )
}
