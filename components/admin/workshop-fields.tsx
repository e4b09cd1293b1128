'use client'

// The Events form's workshop terms: whether delegates add the event to their
// registration, its fee in rupees, its seats and the last India day to register.
import { CheckboxField, TextField } from '@/components/ui/field'
import styles from './admin.module.css'
import type { useSchemaForm } from './use-schema-form'

type Form = ReturnType<typeof useSchemaForm>

export function WorkshopFields({ form }: { form: Form }) {
  const on = form.values.registrable === 'true'
  return (
    <fieldset className={styles.fieldset}>
      <legend>Workshop registration</legend>
      <CheckboxField
        label="Delegates can add this workshop to their conference registration"
        name="registrable"
        checked={on}
        error={form.errors.registrable}
        onChange={(e) => form.set('registrable', e.target.checked ? 'true' : 'false')}
      />
      {on && (
        <div className={styles.twoCols}>
          <TextField label="Fee (Rs.)" type="number" min={0} step="0.01" required {...form.text('fee')} />
          <TextField label="Seats" type="number" min={1} step={1} required {...form.text('capacity')} />
          <TextField
            label="Last day to register"
            type="date"
            required
            max={String(form.values.date ?? '') || undefined}
            {...form.text('registration_deadline')}
          />
        </div>
      )}
    </fieldset>
  )
}
