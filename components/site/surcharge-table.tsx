// The payment gateway surcharges (spec section 9), from their one home in lib/pricing: on the
// about page beside the fees, and on /checkout beside PAY NOW (the Terms say they are shown
// before paying). Client-safe: the checkout renders it in the browser.
import { SURCHARGES } from '@/lib/pricing'
import styles from './site.module.css'

export function SurchargeTable({ caption = 'Payment gateway surcharges' }: { caption?: string }) {
  return (
    <table className={styles.table} data-testid="surcharge-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Payment method</th>
          <th scope="col">Surcharge</th>
        </tr>
      </thead>
      <tbody>
        {SURCHARGES.map((r) => (
          <tr key={r.method}>
            <th scope="row">{r.method}</th>
            <td>{r.percent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
