// The policy pages share one layout: title band, date of the last change, and the organisers'
// text (lib/content, edited on the admin About screen) with its own section headings.
import type { SiteTextKey } from '@/lib/content/schema'
import { getSiteTexts } from '@/lib/content/service'
import { formatIndianDate } from '@/lib/dates'
import { getSiteEdition } from '@/lib/editions/site'
import { RichText } from './rich-text'
import { PageHero } from './section'
import styles from './site.module.css'

export async function PolicyPage({ title, text }: { title: string; text: SiteTextKey }) {
  const [{ body, updated_at }, site] = await Promise.all([
    getSiteTexts().then((t) => t[text]),
    getSiteEdition(),
  ])
  return (
    <>
      <PageHero eyebrow={`${site.edition.name} · IAP Uttar Pradesh`} title={title}>
        Last updated {formatIndianDate(new Date(updated_at))}.
      </PageHero>
      <div className={`container ${styles.section}`}>
        <div className={styles.prose}>
          <RichText source={body} />
        </div>
      </div>
    </>
  )
}
