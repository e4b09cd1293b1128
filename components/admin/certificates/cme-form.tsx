'use client'

// An edition's CME settings (PUT /adminpanel/cme/?edition=): the council's accreditation number
// and date, credit hours per day (or per session attended: each session's hours are set in the
// programme editor), the release rule and the minimum attendance, checked by the
// handler's own schema first; with the council's report (CSV, and the signed PDF) once saved.
import { useState } from 'react'
import { SaveButton } from '@/components/ui/button'
import { CheckboxField, SelectField, TextField } from '@/components/ui/field'
import { cmeSettingsSchema, type CmeSettingsDto } from '@/lib/cme/schema'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './certificates.module.css'

const API = '/adminpanel/cme/'
const RULES = [
  { value: 'after_last_day', label: 'After the last session of the last day' },
  { value: 'on_date', label: 'From a date' },
]

const initialValues = (s: CmeSettingsDto | null) => ({
  accreditationNumber: s?.accreditationNumber ?? '',
  accreditationDate: s?.accreditationDate ?? '',
  hoursPerDay: s ? String(s.hoursPerDay) : '',
  releaseRule: s?.releaseRule ?? 'after_last_day',
  releaseOn: s?.releaseOn ?? '',
  lastDayEndsTime: s?.lastDayEndsTime ?? '18:00',
  minDays: s?.minDays ? String(s.minDays) : '',
  creditPerSession: s?.creditPerSession ? 'on' : '',
  feedbackSkippable: s?.feedbackSkippable ? 'on' : '',
})

export function CmeForm({ editionId, initial }: { editionId: number; initial: CmeSettingsDto | null }) {
  const [values, setValues] = useState(() => initialValues(initial))
  const [saved, setSaved] = useState(initial !== null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useAdminMutation({
    run: (input: typeof values) => apiSend('PUT', `${API}?edition=${editionId}`, input),
    refresh: [API],
    success: 'CME settings saved.',
    failure: (_i, error) => `Failed to save the CME settings: ${error.message}`,
  })
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = cmeSettingsSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    save.mutate(values, { onSuccess: () => setSaved(true) })
  }
  const bind = (key: keyof typeof values) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues({ ...values, [key]: e.target.value }),
  })
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label="CME settings">
      <TextField label="Accreditation number" required {...bind('accreditationNumber')} />
      <TextField label="Accreditation date" type="date" required {...bind('accreditationDate')} />
      <TextField label="Credit hours per day" inputMode="decimal" required {...bind('hoursPerDay')} />
      <CheckboxField
        label="Credit hours per session attended instead (each session's hours, set in the programme)"
        checked={values.creditPerSession === 'on'}
        onChange={(e) => setValues({ ...values, creditPerSession: e.target.checked ? 'on' : '' })}
      />
      <SelectField label="Release" options={RULES} {...bind('releaseRule')} />
      {values.releaseRule === 'on_date' ? (
        <TextField label="Release date" type="date" {...bind('releaseOn')} />
      ) : (
        <TextField label="Last session ends at" type="time" {...bind('lastDayEndsTime')} />
      )}
      <TextField
        label="Minimum days attended"
        inputMode="numeric"
        hint="Empty: every day."
        {...bind('minDays')}
      />
      <CheckboxField
        label="Delegates may skip the feedback form"
        checked={values.feedbackSkippable === 'on'}
        onChange={(e) => setValues({ ...values, feedbackSkippable: e.target.checked ? 'on' : '' })}
      />
      <SaveButton pending={save.isPending}>Apply CME settings</SaveButton>
      {saved && (
        <p className={styles.actions}>
          <a href={`${API}report/?edition=${editionId}`} download>
            Council report (CSV)
          </a>
          <a href={`${API}report/pdf/?edition=${editionId}`} target="_blank" rel="noopener">
            Council report, signed (PDF)
          </a>
        </p>
      )}
    </form>
  )
}
