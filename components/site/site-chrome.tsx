// The public chrome around a page: skip link, sticky contact strip and navigation, footer. Used by
// the (site) layout and by the root 404 page (unknown addresses are outside any route group).
import { getPrimaryContact } from '@/lib/contact/service'
import styles from './chrome.module.css'
import { Footer } from './footer'
import { SiteNav } from './site-nav'
import { TopBar } from './top-bar'

// The conference year: the copyright line must not read the clock (the page is prerendered).
const COPYRIGHT_YEAR = 2025

export async function SiteChrome({ children }: { children: React.ReactNode }) {
  const contact = await getPrimaryContact()
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.header}>
        <TopBar contact={contact} />
        <SiteNav />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer contact={contact} year={COPYRIGHT_YEAR} />
    </>
  )
}
