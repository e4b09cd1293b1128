// The registration form's workshops (and each delegate's on the group form): a checkbox per
// workshop of the edition with its fee and the seats left, and the amount that follows the category and the ticks. The
// server prices the same way (registrationAmountPaise) and takes the seats; full or closed
// workshops cannot be ticked (a full one has a waiting list, joined from the delegate's page once
// registered).
import { useId } from 'react'
import { CheckboxField, FieldError } from '@/components/ui/field'
import { amountOwed, type GstOnTop } from '@/lib/gst/on-top'
import { formatRupees } from '@/lib/money'
import { feeFor, registrationAmountPaise } from '@/lib/pricing'
import { plusGst } from '@/lib/pricing/wording'
import { CATEGORY_WHO, type Category } from '@/lib/registrations/categories'
import { WAITLIST_AFTER_REGISTERING, workshopState, type WorkshopOffer } from '@/lib/workshops/offers'
import styles from './registration.module.css'
import type { Fees } from './use-registration-form'

/** "1,2" ⇄ [1, 2]: the form keeps the ticked workshops as text, as it sends them. */
export const idsOf = (value: string) => value.split(',').filter(Boolean).map(Number)

function note(w: WorkshopOffer, state: ReturnType<typeof workshopState>) {
  if (state === 'closed') return 'registration closed'
  if (state === 'full') return `full: ${WAITLIST_AFTER_REGISTERING}`
  return `${w.seats_left} of ${w.capacity} seats left`
}

interface ChoicesProps {
  offers: WorkshopOffer[]
  /** The ticked ids ("1,2"). */
  value: string
  /** India's day once the page's script runs ('' before: a closed workshop is not yet known). */
  today: string
  /** Given, the form holds the ticks (the registration form); without it, the boxes keep their own (the group form). */
  onChange?: (value: string) => void
  /** The boxes' name: `workshops`, or a group row's `delegates.<n>.workshops`. */
  name?: string
  error?: string
  /** The fees are published without GST: each says "+ GST". */
  gstOnTop?: boolean
}

export function WorkshopChoices({
  offers,
  value,
  today,
  onChange,
  name = 'workshops',
  error,
  gstOnTop = false,
}: ChoicesProps) {
  const errorId = useId()
  if (!offers.length) return null
  const ticked = idsOf(value)
  const toggle = (id: number, on: boolean) =>
    onChange?.((on ? [...ticked, id] : ticked.filter((x) => x !== id)).join(','))
  return (
    <fieldset className={`${styles.wide} ${styles.workshops}`} aria-describedby={error ? errorId : undefined}>
      <legend>Workshops (optional, each with its own fee)</legend>
      {offers.map((w) => {
        // A full workshop is known from its seats alone, a closed one once the day is.
        const state = workshopState(w, today)
        const on = ticked.includes(w.id)
        return (
          <CheckboxField
            key={w.id}
            name={name}
            value={String(w.id)}
            label={`${w.title}: ${plusGst(formatRupees(w.fee), gstOnTop && w.fee > 0)} (${note(w, state)})`}
            {...(onChange
              ? { checked: on, onChange: (e) => toggle(w.id, e.target.checked) }
              : { defaultChecked: on })}
            disabled={!on && state !== 'open'}
          />
        )
      })}
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

/**
 * The amount shown: the category's fee and the ticked workshops' fees, and when the fees are
 * published without GST (`gst`, as this delegate would be taxed) each line's GST on top and the
 * total, priced as the server prices it (amountOwed).
 */
export function AmountSummary({
  category,
  fees,
  offers,
  value,
  gst = null,
}: {
  category: string
  fees: Fees
  offers: WorkshopOffer[]
  value: string
  gst?: GstOnTop | null
}) {
  const ticked = offers.filter((w) => idsOf(value).includes(w.id))
  const fee = registrationAmountPaise(feeFor(category, fees), [])
  const lines = [
    { kind: 'registration' as const, label: '', amountPaise: fee },
    ...ticked.map((w) => ({ kind: 'workshop' as const, label: '', amountPaise: Math.round(w.fee * 100) })),
  ]
  const { amountPaise, gstAddedPaise } = amountOwed((category || 'NonMember') as Category, lines, gst)
  return (
    <div className={styles.amount} aria-live="polite">
      <span>Amount</span>
      <strong data-testid="registration-amount">{formatRupees(amountPaise / 100)}</strong>
      {gstAddedPaise > 0 && (
        <small data-testid="registration-gst">
          {formatRupees((amountPaise - gstAddedPaise) / 100)} + GST {formatRupees(gstAddedPaise / 100)}
        </small>
      )}
      {category && <small>{CATEGORY_WHO[category as Category]}</small>}
      {ticked.length > 0 && <small>including {ticked.map((w) => w.title).join(', ')}</small>}
    </div>
  )
}
