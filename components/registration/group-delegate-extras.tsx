// A group row's add-ons, as the registration form offers them: the edition's workshops (ticked
// boxes posted as repeated `delegates.<n>.workshops`) and a discount code. Each delegate is priced
// on their own (lib/groups/register.ts): a full workshop or a refused code refuses the group, said
// under the row's field. The boxes keep their own ticks, as the row's other controls do.
import { TextField } from '@/components/ui/field'
import { CODE_HINT } from '@/lib/discounts/words'
import { DELEGATE_LABELS, rowField, type DelegateRow } from '@/lib/groups/form'
import type { WorkshopOffer } from '@/lib/workshops/offers'
import shared from './registration.module.css'
import { WorkshopChoices } from './workshop-choices'

interface Props {
  index: number
  row: DelegateRow
  errors: Record<string, string>
  offers: WorkshopOffer[]
  /** India's day once the page's script runs ('' before). */
  today: string
}

export function DelegateExtras({ index, row, errors, offers, today }: Props) {
  return (
    <>
      <WorkshopChoices
        offers={offers}
        value={row.workshops}
        today={today}
        name={rowField(index, 'workshops')}
        error={errors.workshops}
      />
      <div className={shared.wide}>
        <TextField
          label={DELEGATE_LABELS.discount_code}
          hint={CODE_HINT}
          name={rowField(index, 'discount_code')}
          defaultValue={row.discount_code}
          error={errors.discount_code}
          autoComplete="off"
        />
      </div>
    </>
  )
}
