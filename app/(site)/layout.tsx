// The public chrome shared by every public page: skip link, sticky contact strip and navigation,
// the page, the footer. Contact details come from the database (spec fallback when empty).
import { Footer } from '@/components/site/footer'
import { SiteNav } from '@/components/site/site-nav'
import { TopBar } from '@/components/site/top-bar'
import { getPrimaryContact } from '@/lib/contact/service'
import styles from '@/components/site/chrome.module.css'

// The conference year: the copyright line must not read the clock (the page is prerendered).
const COPYRIGHT_YEAR = 2025

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
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
