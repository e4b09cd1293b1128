// A friendly 404 with ways back (rendered inside the root layout; no data access).
import type { Metadata } from 'next'
import Link from 'next/link'
import { buttonClass } from '@/components/ui/button'
import { NAV_LINKS } from '@/lib/site'
import styles from '@/components/site/status-page.module.css'

export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <main className={styles.page}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small SVG */}
      <img src="/logo.svg" alt="" width={72} height={72} />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>We could not find that page</h1>
      <p className={styles.text}>The address may be mistyped, or the page has moved. These pages may help:</p>
      <ul className={styles.links}>
        {NAV_LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
      <Link href="/" className={buttonClass({ variant: 'primary' })}>
        Back to the home page
      </Link>
    </main>
  )
}
