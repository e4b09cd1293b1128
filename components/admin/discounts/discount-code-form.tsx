'use client'

// Creates a discount code (POST /adminpanel/discounts/) or changes one (PUT …/<id>/), checked with
// the handler's own schema first. Disabling a code keeps its uses; it is no longer accepted.
import { useState } from 'react'
import { Button, SaveButton } from '@/components/ui/button'
import { CheckboxField, SelectField, TextField } from '@/components/ui/field'
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import type { DiscountCodeDto } from '@/lib/discounts/console'
import { discountCodeSchema } from '@/lib/discounts/schema'
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { apiSend } from '../api'
import styles from '../certificates/certificates.module.css'
import { useAdminMutation } from '../use-admin-mutation'

export const DISCOUNTS_API = '/adminpanel/discounts/'
export type Workshop = { id: number; title: string }

const KINDS = [
  { value: 'percent', label: 'A percentage off' },
  { value: 'fixed', label: 'An amount off (once per registration)' },
  { value: 'complimentary', label: 'Complimentary (100 % off, no payment)' },
]

type Values = Record<string, string>

const valuesOf = (c: DiscountCodeDto | null): Values => ({
  code: c?.code ?? '',
  description: c?.description ?? '',
  kind: c?.kind ?? 'percent',
  percent: c && c.kind === 'percent' ? String(c.percent) : '',
  amount: c && c.kind === 'fixed' ? String(c.amount) : '',
  valid_from: c?.valid_from ?? '',
  valid_until: c?.valid_until ?? '',
  max_uses: c?.max_uses ? String(c.max_uses) : '',
  max_uses_per_email: c?.max_uses_per_email ? String(c.max_uses_per_email) : '',
})

function toggled<T>(list: T[], item: T, on: boolean) {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item)
}

export function DiscountCodeForm({
  code,
  workshops,
  onDone,
}: {
  code: DiscountCodeDto | null
  workshops: Workshop[]
  onDone: () => void
}) {
  const [values, setValues] = useState<Values>(valuesOf(code))
  const [categories, setCategories] = useState<Category[]>(code?.categories ?? [])
  const [workshopIds, setWorkshopIds] = useState<number[]>(code?.workshop_ids ?? [])
  const [disabled, setDisabled] = useState(code?.disabled ?? false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useAdminMutation({
    run: (input: object) =>
      apiSend(code ? 'PUT' : 'POST', code ? `${DISCOUNTS_API}${code.id}/` : DISCOUNTS_API, input),
    refresh: [DISCOUNTS_API],
    success: 'Discount code saved.',
    failure: (_i, error) => `Failed to save the discount code: ${error.message}`,
  })
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const input = { ...values, categories, workshop_ids: workshopIds, disabled }
    const parsed = discountCodeSchema.safeParse(input)
    if (!parsed.success) return setErrors(firstFieldErrors(fieldErrors(parsed.error)))
    setErrors({})
    save.mutate(input, {
      onSuccess: () => {
        if (!code) setValues(valuesOf(null))
        onDone()
      },
    })
  }
  const text = (name: string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  })
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label="Discount code">
      <TextField
        label="Code"
        hint="Letters, digits and dashes, e.g. FACULTY-2026."
        autoComplete="off"
        {...text('code')}
      />
      <TextField label="Description" hint="Optional, for organisers." {...text('description')} />
      <SelectField label="Takes off" options={KINDS} {...text('kind')} />
      {values.kind === 'percent' && (
        <TextField label="Percent off" inputMode="numeric" {...text('percent')} />
      )}
      {values.kind === 'fixed' && (
        <TextField label="Amount off (Rs.)" inputMode="decimal" {...text('amount')} />
      )}
      <fieldset>
        <legend>Applies to</legend>
        {CATEGORIES.map((k) => (
          <CheckboxField
            key={k}
            label={CATEGORY_LABELS[k]}
            checked={categories.includes(k)}
            onChange={(e) => setCategories(toggled(categories, k, e.target.checked))}
          />
        ))}
        {workshops.map((w) => (
          <CheckboxField
            key={w.id}
            label={`Workshop: ${w.title}`}
            checked={workshopIds.includes(w.id)}
            onChange={(e) => setWorkshopIds(toggled(workshopIds, w.id, e.target.checked))}
          />
        ))}
        {errors.categories && <p role="alert">{errors.categories}</p>}
      </fieldset>
      <TextField label="Valid from" type="date" hint="Optional (India date)." {...text('valid_from')} />
      <TextField label="Valid until" type="date" hint="Optional, the last day." {...text('valid_until')} />
      <TextField
        label="Uses in all"
        inputMode="numeric"
        hint="Optional: registrations that may use it."
        {...text('max_uses')}
      />
      <TextField
        label="Uses per e-mail address"
        inputMode="numeric"
        hint="Optional: how often one person may use it."
        {...text('max_uses_per_email')}
      />
      <CheckboxField
        label="Disabled (no longer accepted)"
        checked={disabled}
        onChange={(e) => setDisabled(e.target.checked)}
      />
      <SaveButton pending={save.isPending} />
      {code && (
        <Button type="button" onClick={onDone}>
          Cancel
        </Button>
      )}
    </form>
  )
}
