// The About page's fee tables (spec section 9): the registration fees of the current edition,
// one row per category (who pays what, the same labels and amounts the form uses) and one column
// per dated slab, and the payment gateway surcharges (surcharge-table.tsx, also on /checkout).
import { formatLongDate } from '@/lib/dates'
import type { EditionDto } from '@/lib/editions/schema'
import { CATEGORY_LABELS, CATEGORY_WHO } from '@/lib/fees'
import { formatRupees } from '@/lib/money'
import styles from './site.module.css'
import { SurchargeTable } from './surcharge-table'

const slabHeading = (s: { label: string; last_day: string | null }, previous: string | null) =>
  s.last_day
    ? `${s.label} (till ${formatLongDate(s.last_day)})`
    : previous
      ? `${s.label} (from ${formatLongDate(previous)})`
      : s.label

function RegistrationFees({ edition }: { edition: EditionDto }) {
  // The columns are the slabs of the category with the most of them (usually all alike).
  const columns = edition.fees.reduce((a, b) => (b.slabs.length > a.slabs.length ? b : a)).slabs
  const first = columns[0]
  const caption = `Registration fees, ${edition.name}${first?.last_day ? ` (${first.label.toLowerCase()} till ${formatLongDate(first.last_day)})` : ''}`
  return (
    <table className={styles.table} data-testid="fee-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          {columns.map((s, i) => (
            <th scope="col" key={s.label}>
              {slabHeading(s, i > 0 ? columns[i - 1].last_day : null)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {edition.fees.map(({ category, slabs }) => (
          <tr key={category}>
            <th scope="row">
              {CATEGORY_LABELS[category]}
              <br />
              <small>{CATEGORY_WHO[category]}</small>
            </th>
            {columns.map((_, i) => {
              const amount = (slabs[i] ?? slabs.at(-1))?.amount ?? 0
              return <td key={i}>{amount === 0 ? 'Free' : formatRupees(amount)}</td>
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
