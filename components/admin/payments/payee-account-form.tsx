'use client'

// The association's UPI ID and bank account (PUT /adminpanel/payee/), checked with the handler's
// own schema first: what delegates who pay outside the gateway see on their page.
import { useState } from 'react'
import { SaveButton } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { payeeAccountSchema, type PayeeAccountDto } from '@/lib/payments/direct/schema'
import { apiSend } from '../api'
import styles from '../certificates/certificates.module.css'
import { useAdminMutation } from '../use-admin-mutation'

const API = '/adminpanel/payee/'

export function PayeeAccountForm({ account }: { account: PayeeAccountDto }) {
  const [values, setValues] = useState<PayeeAccountDto>(account)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useAdminMutation({
    run: (input: PayeeAccountDto) => apiSend('PUT', API, input),
    refresh: [API],
    success: 'Account for transfers saved.',
    failure: (_i, error) => `Failed to save the account: ${error.message}`,
  })
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = payeeAccountSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrors(parsed.error)))
      return
    }
    setErrors({})
    save.mutate(parsed.data)
  }
  const text = (name: keyof PayeeAccountDto) => ({
    name,
    value: values[name],
    error: errors[name],
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  })
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label="Account for transfers"
    >
      <TextField
        label="UPI ID"
        hint="e.g. iapup@sbi; leave empty to show no UPI payment."
        {...text('upi_id')}
      />
      <TextField
        label="Account holder"
        hint="The name payers see in their UPI app."
        {...text('payee_name')}
      />
      <TextField label="Bank" {...text('bank_name')} />
      <TextField label="Account number" inputMode="numeric" {...text('account_number')} />
      <TextField label="IFSC" {...text('ifsc')} />
      <SaveButton pending={save.isPending} />
    </form>
  )
}
