// A registration's amount line by line (lib/pricing): the registration, each workshop, a discount
// code's line (negative), then the total, as the checkout and the delegate's page show it. A table: at 390 px its two columns
// wrap the labels, never the page.
import { formatRupees } from '@/lib/money'
import type { PriceLineDto } from '@/lib/pricing'
import styles from './registration.module.css'

export function PriceLines({
  lines,
  total,
  totalLabel,
  totalText = formatRupees(total),
  totalTestId,
}: {
  lines: PriceLineDto[]
  /** Rupees. */
  total: number
  totalLabel: string
  /** How the total reads, when not "Rs. N" (e.g. "Free"). */
  totalText?: string
  totalTestId?: string
}) {
  return (
    <table className={styles.price} data-testid="price-lines">
      <caption className="visually-hidden">The amount, line by line</caption>
      <tbody>
        {lines.map((l) => (
          <tr key={l.label}>
            <th scope="row">{l.label}</th>
            <td>{l.amount < 0 ? `− ${formatRupees(-l.amount)}` : formatRupees(l.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td>
            <strong data-testid={totalTestId}>{totalText}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
