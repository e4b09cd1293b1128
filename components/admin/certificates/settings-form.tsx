'use client'

// An edition's certificate title, text (with placeholders) and CME credit hours
// (PUT /adminpanel/certificates/?edition=), validated by the handler's own schema first. It starts
// from the settings in force: the organisers' own once saved, else the defaults (which name the
// edition and print no CME hours).
import { useState } from 'react'
import { SaveButton } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import {
  certificateSettingsSchema,
  PLACEHOLDERS,
  type CertificateSettingsDto,
  type Placeholder,
} from '@/lib/certificates/schema'
import { formatHours } from '@/lib/certificates/wording'
import { fillPlaceholders, placeholderList } from '@/lib/content/placeholders'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './certificates.module.css'

const API = '/adminpanel/certificates/'

export function SettingsForm({
  editionId,
  settings,
  sample,
}: {
  editionId: number
  settings: CertificateSettingsDto['settings']
  sample: Omit<Record<Placeholder, string>, 'hours'>
}) {
  const [values, setValues] = useState({
    title: settings.title,
    bodyText: settings.bodyText,
    cmeHours: String(settings.cmeHours),
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useAdminMutation({
    run: (input: typeof values) => apiSend('PUT', `${API}?edition=${editionId}`, input),
    refresh: [API],
    success: 'Certificate settings saved.',
    failure: (_i, error) => `Failed to save the settings: ${error.message}`,
  })
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = certificateSettingsSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    save.mutate(values)
  }
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues({ ...values, [key]: e.target.value })
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Title" value={values.title} onChange={set('title')} error={errors.title} required />
      <TextAreaField
        label="Certificate text"
        rows={4}
        value={values.bodyText}
        onChange={set('bodyText')}
        error={errors.bodyText}
        hint={`Placeholders: ${placeholderList(PLACEHOLDERS)}`}
        required
      />
      <p className={styles.preview} data-testid="certificate-preview">
        <span>Preview:</span>{' '}
        {fillPlaceholders(values.bodyText, { ...sample, hours: formatHours(Number(values.cmeHours) || 0) })}
      </p>
      <TextField
        label="CME credit hours"
        inputMode="decimal"
        value={values.cmeHours}
        onChange={set('cmeHours')}
        error={errors.cmeHours}
        hint="0: the certificate prints no CME credit hours."
        required
      />
      <SaveButton pending={save.isPending} />
    </form>
  )
}
