// The group form's alternative to typing the rows: a CSV file of the delegates, with the template
// to download and what each column takes (lib/groups/csv.ts reads it on the server).
import { TextField } from '@/components/ui/field'
import { CSV_FIELD, DELEGATE_FIELDS, MAX_GROUP_DELEGATES, WORKSHOP_SEPARATOR } from '@/lib/groups/form'
import { CATEGORIES } from '@/lib/registrations/categories'
import { DESIGNATIONS } from '@/lib/registrations/flow'
import type { WorkshopOffer } from '@/lib/workshops/offers'
import styles from './group.module.css'
import shared from './registration.module.css'

export const TEMPLATE_PATH = '/register/group/template.csv'

export function CsvUpload({ error, offers }: { error?: string; offers: WorkshopOffer[] }) {
  return (
    <section className={styles.upload} aria-labelledby="group-csv-heading">
      <h2 id="group-csv-heading" className={styles.heading}>
        Or upload the delegates as a CSV
      </h2>
      <p className={shared.muted}>
        Save your spreadsheet as CSV, one delegate a line under a header line naming the columns:{' '}
        <a className={shared.link} href={TEMPLATE_PATH} download>
          download the template
        </a>
        . A file chosen takes the place of the rows above; the institution and contact come from the fields
        above.
      </p>
      <details className={shared.muted}>
        <summary>What each column takes</summary>
        <p className={styles.columns}>
          The header: <code>{DELEGATE_FIELDS.join(',')}</code>. The four membership and council columns,
          workshops and discount_code may be left out. Dates as 1980-01-31 or 31/01/1980; accompanying_person
          Yes or No; designation one of <code>{DESIGNATIONS.join(', ')}</code>; category one of{' '}
          <code>{CATEGORIES.join(', ')}</code> (or the names the form shows)
          {offers.length > 0 && (
            <>
              ; workshops the titles (or numbers) separated by <code>{WORKSHOP_SEPARATOR}</code>, of{' '}
              <code>{offers.map((w) => `${w.title} (${w.id})`).join(`${WORKSHOP_SEPARATOR} `)}</code>
            </>
          )}
          ; discount_code the code, if any. At most {MAX_GROUP_DELEGATES} delegates, 256 KB. Problems are
          named by row, counted from the first delegate under the header.
        </p>
      </details>
      <TextField
        label="CSV file of the delegates"
        name={CSV_FIELD}
        type="file"
        accept=".csv,text/csv"
        hint="Optional: instead of typing the rows."
        error={error}
      />
    </section>
  )
}
