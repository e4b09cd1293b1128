'use client'

// The contact form (spec 5): the name rule of lib/input-rules.ts (named under the field), phone
// keeps up to 10 digits ("Only numbers are allowed"), all four fields required; the same zod
// schema as the server validates on submit (loaded on first focus). Success clears the form.
// Sent before the page's script has run, it posts to its server action (lib/api/actions/contact.ts).
import { useActionState, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { firstInvalid, SCHEMAS_UNAVAILABLE, useFormState } from '@/components/ui/use-form-state'
import { sendContactMessage } from '@/lib/api/actions/contact'
import { NO_REPLY } from '@/lib/api/actions/reply'
import { apiRequest } from '@/lib/api/client'
import { fieldErrors, firstFieldErrors, type ApiError } from '@/lib/api/errors'
import { mobileInput, NAME_RULE, nameInput, ONLY_NUMBERS } from '@/lib/input-rules'
import { MESSAGE_FAILED, MESSAGE_MAX_LENGTH, MESSAGE_SENT } from '@/lib/messages/contact'
import type { ContactMessageInput } from '@/lib/messages/schema'

// The schema is loaded when the form is first focused, not with the page (see docs/architecture.md).
const loadSchema = () => import('@/lib/messages/schema')

const EMPTY: ContactMessageInput = { name: '', email: '', mobile_number: '', message: '' }

export function ContactForm() {
  const [reply, action] = useActionState(sendContactMessage, NO_REPLY)
  const {
    formRef,
    values,
    setValues,
    field,
    setErrors,
    busy: sending,
    setBusy: setSending,
  } = useFormState<ContactMessageInput>(EMPTY, reply)
  const [status, setStatus] = useState(reply.message)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus(null)
    const schema = await loadSchema().catch(() => null)
    if (!schema) return setStatus({ tone: 'error', text: SCHEMAS_UNAVAILABLE })
    const parsed = schema.contactMessageSchema.safeParse(values)
    if (!parsed.success) {
      // Take keyboard and screen-reader users to the first field to fix.
      setErrors(firstFieldErrors(fieldErrors(parsed.error)))
      return firstInvalid(formRef.current)
    }
    setSending(true)
    try {
      await apiRequest('/uppedicon/contactus/', { body: parsed.data, fallback: MESSAGE_FAILED })
      setValues(EMPTY)
      setErrors({})
      setStatus({ tone: 'success', text: MESSAGE_SENT })
    } catch (error) {
      setStatus({ tone: 'error', text: (error as ApiError).message })
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={submit}
      onFocus={() => void loadSchema()}
      noValidate
      aria-label="Send us a message"
    >
      {status && <SummaryAlert tone={status.tone}>{status.text}</SummaryAlert>}
      <TextField label="Name" autoComplete="name" required {...field('name', nameInput, NAME_RULE)} />
      <TextField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        {...field('mobile_number', mobileInput, ONLY_NUMBERS)}
      />
      <TextAreaField label="Message" required maxLength={MESSAGE_MAX_LENGTH} rows={6} {...field('message')} />
      <Button type="submit" disabled={sending}>
        {sending ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  )
}
