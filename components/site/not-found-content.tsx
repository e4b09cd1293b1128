// The friendly 404: what happened and ways back (the conference's link named after the current
// edition, as in the navigation).
import Link from 'next/link'
import { buttonClass } from '@/components/ui/button'
import { getSiteEdition } from '@/lib/editions/site'
import { NAV_LINKS } from '@/lib/site'
import styles from './status-page.module.css'

export async function NotFoundContent() {
  const { edition } = await getSiteEdition()
  return (
    <div className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>We could not find that page</h1>
      <p className={styles.text}>The address may be mistyped, or the page has moved. These pages may help:</p>
      <ul className={styles.links}>
        {NAV_LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{l.href === '/uppedicon' ? edition.name : l.label}</Link>
          </li>
        ))}
      </ul>
      <Link href="/" className={buttonClass({ variant: 'primary' })}>
        Back to the home page
      </Link>
    </div>
  )
}
