// The policy pages share one layout: title band, date of the last change, and the organisers'
// text (lib/content, edited on the admin About screen) with its own section headings. The text's
// placeholders ({edition}, {cancellation_cutoff}, {fee_slabs}, …) are filled from the current
// edition, so a text that uses them last changed when the text or the edition did.
import { hasPlaceholders } from '@/lib/content/placeholders'
import type { SiteTextKey } from '@/lib/content/schema'
import { getSiteTexts } from '@/lib/content/service'
import { formatIndianDate } from '@/lib/dates'
import { getSiteEdition } from '@/lib/editions/site'
import { editionValues } from '@/lib/editions/texts'
import { RichText } from './rich-text'
import { PageHero } from './section'
import styles from './site.module.css'

export async function PolicyPage({ title, text }: { title: string; text: SiteTextKey }) {
  const [{ body, updated_at }, site] = await Promise.all([
    getSiteTexts().then((t) => t[text]),
    getSiteEdition(),
  ])
  const changed = hasPlaceholders(body) && site.changed_at > updated_at ? site.changed_at : updated_at
  return (
    <>
      <PageHero eyebrow={`${site.edition.name} · IAP Uttar Pradesh`} title={title}>
        Last updated <time dateTime={changed}>{formatIndianDate(new Date(changed))}</time>.
      </PageHero>
      <div className={`container ${styles.section}`}>
        <div className={styles.prose}>
          <RichText source={body} values={editionValues(site.edition)} />
        </div>
      </div>
    </>
  )
}
