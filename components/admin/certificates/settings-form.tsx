'use client'

// An edition's certificate title, text (with placeholders) and CME credit hours
// (PUT /adminpanel/certificates/?edition=), validated by the handler's own schema first.
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import {
  certificateSettingsSchema,
  DEFAULT_CERTIFICATE_TEXT,
  PLACEHOLDERS,
  type CertificateSettingsDto,
} from '@/lib/certificates/schema'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './certificates.module.css'

const API = '/adminpanel/certificates/'

export function SettingsForm({
  editionId,
  settings,
}: {
  editionId: number
  settings: CertificateSettingsDto['settings']
}) {
  const [values, setValues] = useState({
    title: settings?.title ?? 'Certificate of Attendance',
    bodyText: settings?.bodyText ?? DEFAULT_CERTIFICATE_TEXT,
    cmeHours: settings ? String(settings.cmeHours) : '',
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
        hint={`Placeholders: ${PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`}
        required
      />
      <TextField
        label="CME credit hours"
        inputMode="decimal"
        value={values.cmeHours}
        onChange={set('cmeHours')}
        error={errors.cmeHours}
        required
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
