// The About page's fee tables (spec section 9): the registration fees of the current edition,
// one row per category (who pays what, the same labels and amounts the form uses) and one column
// per dated slab, and the payment gateway surcharges (surcharge-table.tsx, also on /checkout).
// On a phone the fee table's rows stack: each category becomes a block listing its slabs, each
// amount labelled with its column (the roles keep it a table for assistive technology).
import type { EditionDto } from '@/lib/editions/schema'
import {
  feeTableCaption,
  feeText,
  GST_ON_TOP_NOTE,
  plusGst,
  slabColumns,
  slabDates,
  slabHeading,
} from '@/lib/pricing/wording'
import { CATEGORY_LABELS, CATEGORY_WHO } from '@/lib/registrations/categories'
import styles from './site.module.css'
import { SurchargeTable } from './surcharge-table'

function RegistrationFees({ edition, gstOnTop }: { edition: EditionDto; gstOnTop: boolean }) {
  const columns = slabColumns(edition)
  return (
    <table className={`${styles.table} ${styles.stacked}`} data-testid="fee-table" role="table">
      <caption>
        {feeTableCaption(edition)}
        {gstOnTop && ` ${GST_ON_TOP_NOTE}`}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            Category
          </th>
          {columns.map((s) => (
            <th scope="col" role="columnheader" key={s.label} aria-label={slabHeading(s)}>
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
                <td key={i} role="cell" data-label={slabHeading(s)}>
                  <span className={styles.amount}>{plusGst(feeText(amount), gstOnTop && amount > 0)}</span>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** `gstOnTop`: the fees are published without GST, which is added at checkout ("+ GST"). */
export function FeeTables({ edition, gstOnTop = false }: { edition: EditionDto; gstOnTop?: boolean }) {
  return (
    <div className={styles.tables}>
      <RegistrationFees edition={edition} gstOnTop={gstOnTop} />
      <SurchargeTable />
    </div>
  )
}
