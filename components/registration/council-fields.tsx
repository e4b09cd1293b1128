// The registration form's optional medical council and council registration number: certificates
// of CME credit hours print them, and the council's report lists them. The choices come from a
// zod-free module; the number's format is checked by the registration schema (lib/cme/schema.ts).
import { SelectField, TextField, type BoundField } from '@/components/ui/field'
import { COUNCILS } from '@/lib/cme/councils'

const councilOptions = COUNCILS.map((c) => ({ value: c.key, label: c.name }))

export function CouncilFields({
  field,
}: {
  field: (name: 'medical_council' | 'council_reg_number') => BoundField
}) {
  return (
    <>
      <SelectField
        label="Medical Council"
        hint="Optional, for CME credit hours"
        placeholder="Select your state medical council"
        options={councilOptions}
        {...field('medical_council')}
      />
      <TextField
        label="Council Registration Number"
        hint="Optional, as on your council registration"
        autoComplete="off"
        {...field('council_reg_number')}
      />
    </>
  )
}
