// The registration's fields for the GST invoice: the delegate's state (place of supply) and,
// optionally, the institution to bill (its GSTIN and name).
import { SelectField, TextField, type BoundField } from '@/components/ui/field'
import { GST_STATES } from '@/lib/gst/states'

const stateOptions = GST_STATES.map(([value, label]) => ({ value, label }))

export function BillingFields({
  field,
}: {
  field: (name: 'state' | 'gstin' | 'billing_name') => BoundField
}) {
  return (
    <>
      <SelectField
        label="State"
        hint="For your invoice (place of supply). Not chosen: Uttar Pradesh."
        placeholder="Select state"
        options={stateOptions}
        {...field('state')}
      />
      <TextField
        label="GSTIN of the institution to bill"
        hint="Optional: for a tax invoice in the name of your hospital or college."
        autoComplete="off"
        {...field('gstin')}
      />
      <TextField
        label="Institution name"
        hint="Required with a GSTIN."
        autoComplete="organization"
        {...field('billing_name')}
      />
    </>
  )
}
