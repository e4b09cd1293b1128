'use client'

// The GST settings of the association, or one edition's override (PUT /adminpanel/gst/settings/),
// checked with the handler's own schema first. Choosing a scope loads what it has saved (an
// edition without its own starts from the association's) and says which it is: an edition's own
// settings are removed under "Editions with their own settings" (gst-editions.tsx).
import { useState } from 'react'
import { SaveButton } from '@/components/ui/button'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { GST_STATES } from '@/lib/gst/states'
import { gstSettingsSchema } from '@/lib/invoices/schema'
import type { GstSettingsDto } from '@/lib/invoices/settings-write'
import { apiSend } from '../api'
import styles from '../certificates/certificates.module.css'
import { useAdminMutation } from '../use-admin-mutation'
import { FeesGstChoice, RateFields, ratesInput, rateValues, type Values } from './gst-rate-fields'

const API = '/adminpanel/gst/settings/'
const stateOptions = GST_STATES.map(([value, label]) => ({ value, label: `${label} (${value})` }))
function valuesOf(s: GstSettingsDto): Values {
  const v: Values = {
    registered: s.registered,
    gstin: s.gstin,
    legalName: s.legalName,
    address: s.address,
    stateCode: s.stateCode,
    seriesPrefix: s.seriesPrefix,
    pricesIncludeGst: s.pricesIncludeGst,
    ...rateValues(s.rates),
  }
  return v
}

const inputOf = (scope: string, v: Values) => ({
  editionId: scope === 'association' ? null : Number(scope),
  registered: v.registered,
  gstin: v.gstin,
  legalName: v.legalName,
  address: v.address,
  stateCode: v.stateCode,
  seriesPrefix: v.seriesPrefix,
  pricesIncludeGst: v.pricesIncludeGst,
  rates: ratesInput(v),
})

export function GstSettingsForm({
  settings,
  editions,
}: {
  settings: GstSettingsDto[]
  editions: { id: number; name: string }[]
}) {
  const association = settings.find((s) => s.editionId === null)!
  const [scope, setScope] = useState('association')
  const [values, setValues] = useState<Values>(valuesOf(association))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useAdminMutation({
    run: (input: ReturnType<typeof inputOf>) => apiSend('PUT', API, input),
    refresh: [API],
    success: 'GST settings saved.',
    failure: (_i, error) => `Failed to save the GST settings: ${error.message}`,
  })
  const choose = (next: string) => {
    setScope(next)
    const own = settings.find((s) => String(s.editionId) === next)
    setValues(valuesOf(own ?? association))
    setErrors({})
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const input = inputOf(scope, values)
    const parsed = gstSettingsSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrors(parsed.error)))
      return
    }
    setErrors({})
    save.mutate(input)
  }
  const edition = editions.find((e) => String(e.id) === scope)
  const own = settings.some((s) => String(s.editionId) === scope)
  const scopeHint = !edition
    ? undefined
    : own
      ? `${edition.name} has its own settings. To go back to the association’s, use “Use the association’s settings for ${edition.name}” below.`
      : `${edition.name} uses the association’s settings (shown here). Saving gives it its own.`
  const text = (name: string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  })
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label="GST settings">
      <SelectField
        label="Applies to"
        name="scope"
        value={scope}
        onChange={(e) => choose(e.target.value)}
        hint={scopeHint}
        options={[
          { value: 'association', label: 'The association (every edition without its own)' },
          ...editions.map((e) => ({ value: String(e.id), label: `${e.name} only` })),
        ]}
      />
      <CheckboxField
        label="Registered for GST (issue tax invoices)"
        name="registered"
        checked={values.registered === true}
        onChange={(e) => setValues({ ...values, registered: e.target.checked })}
        error={errors.registered}
      />
      <TextField label="GSTIN" autoComplete="off" {...text('gstin')} />
      <TextField label="Legal name" {...text('legalName')} />
      <TextAreaField label="Address" rows={2} {...text('address')} />
      <SelectField label="State" options={stateOptions} {...text('stateCode')} />
      <TextField
        label="Invoice series prefix"
        hint="Up to 5 letters or digits. Invoices of 2026-27 are numbered PREFIX/2627/00001, credit notes PREFIX/2627/C0001."
        {...text('seriesPrefix')}
      />
      <FeesGstChoice
        value={values.pricesIncludeGst === true}
        onChange={(included) => setValues({ ...values, pricesIncludeGst: included })}
        error={errors.pricesIncludeGst}
      />
      <RateFields field={text} errors={errors} />
      <SaveButton pending={save.isPending} />
    </form>
  )
}
