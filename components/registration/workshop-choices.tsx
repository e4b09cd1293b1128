// The registration form's workshops: a checkbox per workshop of the edition
// with its fee and the seats left, and the amount that follows the category and the ticks. The
// server prices the same way (registrationAmountPaise) and takes the seats; full or closed
// workshops cannot be ticked (a full one has a waiting list, joined from the delegate's page once
// registered).
import { CheckboxField } from '@/components/ui/field'
import { formatRupees } from '@/lib/money'
import { feeFor, registrationAmountPaise } from '@/lib/pricing'
import { CATEGORY_WHO, type Category } from '@/lib/registrations/categories'
import { WAITLIST_AFTER_REGISTERING, workshopState, type WorkshopOffer } from '@/lib/workshops/offers'
import styles from './registration.module.css'
import type { Fees } from './use-registration-form'

/** "1,2" ⇄ [1, 2]: the form keeps the ticked workshops as text, as it sends them. */
export const idsOf = (value: string) => value.split(',').filter(Boolean).map(Number)

function note(w: WorkshopOffer, today: string) {
  const state = today ? workshopState(w, today) : 'open'
  if (state === 'closed') return 'registration closed'
  if (state === 'full') return `full: ${WAITLIST_AFTER_REGISTERING}`
  return `${w.seats_left} of ${w.capacity} seats left`
}

export function WorkshopChoices({
  offers,
  value,
  today,
  onChange,
}: {
  offers: WorkshopOffer[]
  value: string
  today: string
  onChange: (value: string) => void
}) {
  if (!offers.length) return null
  const ticked = idsOf(value)
  const toggle = (id: number, on: boolean) =>
    onChange((on ? [...ticked, id] : ticked.filter((x) => x !== id)).join(','))
  return (
    <fieldset className={`${styles.wide} ${styles.workshops}`}>
      <legend>Workshops (optional, each with its own fee)</legend>
      {offers.map((w) => (
        <CheckboxField
          key={w.id}
          name="workshops"
          value={String(w.id)}
          label={`${w.title}: ${formatRupees(w.fee)} (${note(w, today)})`}
          checked={ticked.includes(w.id)}
          disabled={!ticked.includes(w.id) && today !== '' && workshopState(w, today) !== 'open'}
          onChange={(e) => toggle(w.id, e.target.checked)}
        />
      ))}
    </fieldset>
  )
}

/** The amount shown: the category's fee and the ticked workshops' fees. */
export function AmountSummary({
  category,
  fees,
  offers,
  value,
}: {
  category: string
  fees: Fees
  offers: WorkshopOffer[]
  value: string
}) {
  const ticked = offers.filter((w) => idsOf(value).includes(w.id))
  const amount = registrationAmountPaise(
    feeFor(category, fees),
    ticked.map((w) => Math.round(w.fee * 100)),
  )
  return (
    <div className={styles.amount} aria-live="polite">
      <span>Amount</span>
      <strong data-testid="registration-amount">{formatRupees(amount / 100)}</strong>
      {category && <small>{CATEGORY_WHO[category as Category]}</small>}
      {ticked.length > 0 && <small>including {ticked.map((w) => w.title).join(', ')}</small>}
    </div>
  )
}
