// The colleague a registration is transferred to (lib/registrations/schema.ts, transferSchema): the
// fields the delegate's page and the console's dialog both ask, each wired by its form.
import { CheckboxField, SelectField, TextField } from '@/components/ui/field'
import { CATEGORIES, CATEGORY_LABELS } from '@/lib/registrations/categories'

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))

export type ColleagueField = 'name' | 'email' | 'mobile_number' | 'category' | 'same_organisation'

interface Props {
  /** A field's name, value, change handler and error, from its form. */
  field: (name: Exclude<ColleagueField, 'same_organisation'>) => {
    name: string
    value: string
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void
    error?: string
  }
  /** The same-organisation box: its words (who gives them), state, change and error. */
  sameOrganisation: { label: string; checked: boolean; onChange: (checked: boolean) => void; error?: string }
  /** Focus the first field when shown (a dialog). */
  autoFocus?: boolean
}

export function ColleagueFields({ field, sameOrganisation: same, autoFocus }: Props) {
  return (
    <>
      <TextField
        label="Colleague's full name"
        autoComplete="off"
        required
        data-autofocus={autoFocus || undefined}
        {...field('name')}
      />
      <TextField label="Colleague's e-mail" type="email" autoComplete="off" required {...field('email')} />
      <TextField
        label="Colleague's mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('mobile_number')}
      />
      <SelectField label="Category" options={CATEGORY_OPTIONS} required {...field('category')} />
      <CheckboxField
        name="same_organisation"
        label={same.label}
        checked={same.checked}
        onChange={(e) => same.onChange(e.target.checked)}
        error={same.error}
      />
    </>
  )
}
