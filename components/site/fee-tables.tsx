// The About page's fee tables (spec section 9): the registration fees of the current edition,
// one row per category (who pays what, the same labels and amounts the form uses) and one column
// per dated slab, and the payment gateway surcharges (surcharge-table.tsx, also on /checkout).
// On a phone the fee table's rows stack: each category becomes a block listing its slabs, each
// amount labelled with its column (the roles keep it a table for assistive technology).
import { formatLongDate } from '@/lib/dates'
import type { EditionDto } from '@/lib/editions/schema'
import { slabColumns, type SlabColumn } from '@/lib/editions/texts'
import { CATEGORY_LABELS, CATEGORY_WHO } from '@/lib/fees'
import { formatRupees } from '@/lib/money'
import styles from './site.module.css'
import { SurchargeTable } from './surcharge-table'

/** "till 25 December 2026", "from 11 March 2027", or nothing for a single open-ended slab. */
const slabDates = (s: SlabColumn) =>
  s.last_day ? `till ${formatLongDate(s.last_day)}` : s.first_day ? `from ${formatLongDate(s.first_day)}` : ''

function RegistrationFees({ edition }: { edition: EditionDto }) {
  const columns = slabColumns(edition)
  const first = columns[0]
  const caption = `Registration fees, ${edition.name}${first?.last_day ? ` (${first.label.toLowerCase()} till ${formatLongDate(first.last_day)})` : ''}`
  const heading = (s: SlabColumn) => [s.label, slabDates(s)].filter(Boolean).join(', ')
  return (
    <table className={`${styles.table} ${styles.stacked}`} data-testid="fee-table" role="table">
      <caption>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            Category
          </th>
          {columns.map((s) => (
            <th scope="col" role="columnheader" key={s.label} aria-label={heading(s)}>
              {s.label}
              {slabDates(s) && <small className={styles.slabDates}>{slabDates(s)}</small>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {edition.fees.map(({ category, slabs }) => (
          <tr key={category} role="row">
            <th scope="row" role="rowheader">
              {CATEGORY_LABELS[category]}
              <small className={styles.who}>{CATEGORY_WHO[category]}</small>
            </th>
            {columns.map((s, i) => {
              const amount = (slabs[i] ?? slabs.at(-1))?.amount ?? 0
              return (
                <td key={i} role="cell" data-label={heading(s)}>
                  <span className={styles.amount}>{amount === 0 ? 'Free' : formatRupees(amount)}</span>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function FeeTables({ edition }: { edition: EditionDto }) {
  return (
    <div className={styles.tables}>
      <RegistrationFees edition={edition} />
      <SurchargeTable />
    </div>
  )
}
