'use client'

// The contact form (spec 5): name keeps letters and spaces ("Only letters are allowed"), phone
// keeps up to 10 digits ("Only numbers are allowed"), all four fields required; the same zod
// schema as the server validates on submit. Success clears the form.
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { apiRequest } from '@/lib/api/client'
import { fieldErrors, firstFieldErrors, type ApiError } from '@/lib/api/errors'
import { digitsOnly, lettersOnly, ONLY_LETTERS, ONLY_NUMBERS } from '@/lib/forms'
import {
  contactMessageSchema,
  MESSAGE_FAILED,
  MESSAGE_MAX_LENGTH,
  MESSAGE_SENT,
  type ContactMessageInput,
} from '@/lib/messages/schema'

const EMPTY: ContactMessageInput = { name: '', email: '', mobile_number: '', message: '' }
type Errors = Partial<Record<keyof ContactMessageInput, string>>

export function ContactForm() {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [sending, setSending] = useState(false)

  const set = (field: keyof ContactMessageInput, value: string, error?: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: error }))
  }

  // Name and phone keep only what their rule allows and say so when something was stripped.
  const filtered =
    (
      field: 'name' | 'mobile_number',
      rule: (v: string) => { value: string; stripped: boolean },
      message: string,
    ) =>
    (e: ChangeEvent<HTMLInputElement>) => {
      const r = rule(e.target.value)
      set(field, r.value, r.stripped ? message : undefined)
    }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus(null)
    const parsed = contactMessageSchema.safeParse(values)
    if (!parsed.success) {
      const found = firstFieldErrors(fieldErrors(parsed.error)) as Errors
      setErrors(found)
      // Take keyboard and screen-reader users to the first field to fix.
      const first = Object.keys(values).find((k) => found[k as keyof ContactMessageInput])
      ;(event.currentTarget.elements.namedItem(first ?? '') as HTMLElement | null)?.focus()
      return
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
    <form onSubmit={submit} noValidate aria-label="Send us a message">
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={filtered('name', lettersOnly, ONLY_LETTERS)}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label="Phone"
        name="mobile_number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        value={values.mobile_number}
        error={errors.mobile_number}
        onChange={filtered('mobile_number', (v) => digitsOnly(v), ONLY_NUMBERS)}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        maxLength={MESSAGE_MAX_LENGTH}
        rows={6}
        value={values.message}
        error={errors.message}
        onChange={(e) => set('message', e.target.value)}
      />
      <Button type="submit" disabled={sending}>
        {sending ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  )
}
