'use client'

// "Already registered? Get your link" on /register: an e-mail address, then the same neutral
// answer whether or not it is registered; the link to the delegate's page goes by mail only.
// Sent before the page's script has run, it posts to its server action (lib/api/actions/link-request.ts).
import { useActionState, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { SCHEMAS_UNAVAILABLE, useFormState } from '@/components/ui/use-form-state'
import { requestRegistrationLink } from '@/lib/api/actions/link-request'
import { NO_REPLY } from '@/lib/api/actions/reply'
import { apiRequest } from '@/lib/api/client'
import type { ApiError } from '@/lib/api/errors'
import { LINK_REQUEST_REFUSED, LINK_SENT_MESSAGE } from '@/lib/registrations/flow'
import styles from './registration.module.css'
import { loadSchemas } from './schemas'

export function LinkRequestForm() {
  const [reply, action] = useActionState(requestRegistrationLink, NO_REPLY)
  const { formRef, field, values, refuse, schemaErrors, formError, setFormError, busy, setBusy } =
    useFormState({ email: '' }, reply)
  const [sent, setSent] = useState(reply.message?.tone === 'success')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    setSent(false)
    const schemas = await loadSchemas().catch(() => null)
    if (!schemas) return setFormError(SCHEMAS_UNAVAILABLE)
    const parsed = schemas.linkRequestSchema.safeParse(values)
    if (!parsed.success) return refuse(schemaErrors(parsed.error), LINK_REQUEST_REFUSED)
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
    // Open when the page answers the form's post (its message is inside).
    <details className={styles.card} open={reply.message ? true : undefined}>
      <summary>Already registered? Get your link</summary>
      <form
        ref={formRef}
        action={action}
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
