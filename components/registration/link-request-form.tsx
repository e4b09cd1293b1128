'use client'

// "Already registered? Get your link" on /register: an e-mail address, then the same neutral
// answer whether or not it is registered; the link to the delegate's page goes by mail only.
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { SCHEMAS_UNAVAILABLE, useFormState } from '@/components/ui/use-form-state'
import { apiRequest } from '@/lib/api/client'
import type { ApiError } from '@/lib/api/errors'
import { LINK_SENT_MESSAGE } from '@/lib/registrations/flow'
import styles from './registration.module.css'
import { loadSchemas } from './schemas'

export function LinkRequestForm() {
  const { formRef, field, values, refuse, schemaErrors, formError, setFormError, busy, setBusy } =
    useFormState({
      email: '',
    })
  const [sent, setSent] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    setSent(false)
    const schemas = await loadSchemas().catch(() => null)
    if (!schemas) return setFormError(SCHEMAS_UNAVAILABLE)
    const parsed = schemas.linkRequestSchema.safeParse(values)
    if (!parsed.success) return refuse(schemaErrors(parsed.error), 'Please correct the e-mail address.')
    setBusy(true)
    try {
      await apiRequest('/uppedicon/registration/link/', { body: parsed.data })
      setSent(true)
    } catch (error) {
      setFormError((error as ApiError).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className={styles.card}>
      <summary>Already registered? Get your link</summary>
      <form
        ref={formRef}
        onSubmit={submit}
        onFocus={() => void loadSchemas()}
        noValidate
        aria-label="Get the link to your registration"
      >
        <p className={styles.muted}>
          Enter the e-mail address you registered with: we will send it the link to your registration&apos;s
          page.
        </p>
        <TextField
          label="Your registered e-mail"
          type="email"
          required
          autoComplete="email"
          {...field('email')}
        />
        {sent && <SummaryAlert tone="success">{LINK_SENT_MESSAGE}</SummaryAlert>}
        {formError && <SummaryAlert tone="error">{formError}</SummaryAlert>}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending...' : 'Send me the link'}
          </Button>
        </div>
      </form>
    </details>
  )
}
