// The group form's fields (/register/group): the institution billed and its contact, and one
// delegate's row, a fieldset "Delegate N" with the registration form's own fields but the
// billing ones, and its workshops and discount code (./group-delegate-extras.tsx). The form keeps what is typed itself (each control starts from the server's
// answer), so a row's fields are plain named controls: `delegates.<n>.<field>`.
import { RadioGroup, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { COUNCILS } from '@/lib/cme/councils'
import { INTENT_FIELD, DELEGATE_LABELS as L, ROW_ERROR, rowField, type DelegateRow } from '@/lib/groups/form'
import { GST_STATES } from '@/lib/gst/states'
import { CATEGORIES, CATEGORY_LABELS } from '@/lib/registrations/categories'
import { DESIGNATION_LABELS, DESIGNATIONS } from '@/lib/registrations/flow'
import type { WorkshopOffer } from '@/lib/workshops/offers'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { DelegateExtras } from './group-delegate-extras'
import styles from './group.module.css'
import shared from './registration.module.css'

const stateOptions = GST_STATES.map(([value, label]) => ({ value, label }))
const designationOptions = DESIGNATIONS.map((value) => ({ value, label: DESIGNATION_LABELS[value] }))
const categoryOptions = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))
const councilOptions = COUNCILS.map((c) => ({ value: c.key, label: c.name }))
const yesNo = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
]

type Texts = Record<string, string>

/** The institution billed (its GSTIN and state on every delegate's invoice) and who to contact. */
export function InstitutionFields({ values, errors }: { values: Texts; errors: Texts }) {
  const field = (name: string) => ({ name, defaultValue: values[name] ?? '', error: errors[name] })
  return (
    <>
      <h2 className={styles.heading}>Institution</h2>
      <div className={shared.grid}>
        <div className={shared.wide}>
          <TextField
            label="Institution name"
            autoComplete="organization"
            required
            {...field('institution')}
          />
        </div>
        <TextField
          label="GSTIN"
          hint="Optional: for tax invoices in the institution’s name."
          autoComplete="off"
          {...field('gstin')}
        />
        <SelectField
          label="State"
          hint="The institution’s state (place of supply)."
          required
          placeholder="Select state"
          options={stateOptions}
          {...field('state')}
        />
        <div className={shared.wide}>
          <TextAreaField
            label="Institution address"
            autoComplete="street-address"
            rows={2}
            required
            {...field('address')}
          />
        </div>
      </div>
      <h2 className={styles.heading}>Contact</h2>
      <p className={shared.muted}>Who receives the group’s link and pays for it.</p>
      <div className={shared.grid}>
        <TextField label="Contact name" autoComplete="name" required {...field('contact_name')} />
        <TextField
          label="Contact e-mail"
          type="email"
          autoComplete="email"
          required
          {...field('contact_email')}
        />
        <TextField
          label="Contact mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...field('contact_mobile')}
        />
      </div>
    </>
  )
}

interface RowProps {
  index: number
  row: DelegateRow
  errors: Texts
  /** The edition's registrable workshops. */
  offers: WorkshopOffer[]
  /** India's day once the page's script runs ('' before). */
  today: string
  /** Null when the group's only row cannot be removed. */
  onRemove: (() => void) | null
}

/** One delegate: a fieldset "Delegate N" of the registration form's fields. */
export function DelegateFields({ index, row, errors, offers, today, onRemove }: RowProps) {
  const field = (name: keyof DelegateRow) => ({
    label: L[name],
    name: rowField(index, name),
    defaultValue: row[name],
    error: errors[name],
    autoComplete: 'off',
  })
  return (
    <fieldset className={styles.delegate}>
      <legend>Delegate {index + 1}</legend>
      {errors[ROW_ERROR] && <Alert tone="error">{errors[ROW_ERROR]}</Alert>}
      <div className={shared.grid}>
        <TextField required {...field('name')} />
        <TextField type="tel" inputMode="tel" required {...field('mobile_number')} />
        <TextField type="email" required {...field('email')} />
        <TextField type="date" required {...field('date_of_birth')} />
        <TextField type="number" inputMode="numeric" min={1} max={120} required {...field('age')} />
        <SelectField
          required
          placeholder="Select designation"
          options={designationOptions}
          {...field('designation')}
        />
        <div className={shared.wide}>
          <TextAreaField rows={2} required {...field('address')} />
        </div>
        <SelectField
          required
          placeholder="Select category"
          options={categoryOptions}
          {...field('category')}
        />
        <TextField hint="Optional" {...field('ciapMembership')} />
        <TextField hint="Optional" {...field('aopUpMembership')} />
        <SelectField
          hint="Optional, for CME credit hours"
          placeholder="Select the state medical council"
          options={councilOptions}
          {...field('medical_council')}
        />
        <TextField hint="Optional" {...field('council_reg_number')} />
        <div className={shared.wide}>
          <RadioGroup
            legend={L.accompanying_person}
            name={rowField(index, 'accompanying_person')}
            required
            options={yesNo}
            defaultValue={row.accompanying_person ? row.accompanying_person : undefined}
            error={errors.accompanying_person}
          />
        </div>
        <DelegateExtras index={index} row={row} errors={errors} offers={offers} today={today} />
      </div>
      {onRemove && (
        // Before the page's script has run, the button posts (the form comes back without the row).
        <Button
          type="submit"
          variant="secondary"
          size="small"
          name={INTENT_FIELD}
          value={`remove:${index}`}
          aria-label={`Remove delegate ${index + 1}`}
          onClick={(e) => {
            e.preventDefault()
            onRemove()
          }}
        >
          Remove
        </Button>
      )}
    </fieldset>
  )
}
