// The About page's fee tables (spec section 9): the early-bird registration fees and the payment
// gateway surcharges, each a two-column table with a caption.
import { EARLY_BIRD, EARLY_BIRD_TITLE, SURCHARGES } from '@/lib/fees'
import { formatRupees } from '@/lib/money'
import styles from './site.module.css'

function TwoColumnTable({
  caption,
  head,
  rows,
}: {
  caption: string
  head: [string, string]
  rows: [string, string][]
}) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function FeeTables() {
  return (
    <div className={styles.tables}>
      <TwoColumnTable
        caption={EARLY_BIRD_TITLE}
        head={['Category', 'Fee (INR)']}
        rows={EARLY_BIRD.map((r) => [
          r.label,
          typeof r.amount === 'number' ? formatRupees(r.amount) : r.amount,
        ])}
      />
      <TwoColumnTable
        caption="Payment gateway surcharges"
        head={['Payment method', 'Surcharge']}
        rows={SURCHARGES.map((r) => [r.method, `${r.percent}%`])}
      />
    </div>
  )
}
