'use client'

// The state every form of the registration flow keeps: its values, an error per field, the
// form's own message, a busy flag, and how a refusal is shown (field errors, the message, focus
// on the first field to fix). The field errors of a schema come from lib/api/errors.ts.
import { useRef, useState } from 'react'
import type { z } from 'zod'
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { firstInvalid } from './validation'

export function useFlowForm<V extends Record<string, string>, F extends string = keyof V & string>(empty: V) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<V>(empty)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const set = (name: keyof V & string, value: string, error?: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors((e) => ({ ...e, [name]: error }))
  }
  const setError = (name: F, error: string | undefined) => setErrors((e) => ({ ...e, [name]: error }))

  /** The first message of each field a schema refused. */
  const schemaErrors = (error: z.ZodError | undefined) =>
    (error ? firstFieldErrors(fieldErrors(error)) : {}) as Partial<Record<F, string>>

  /** Shows the field errors and the form's message, and takes the keyboard to the first field to fix. */
  const refuse = (found: Partial<Record<F, string>>, message: string) => {
    setErrors(found)
    setFormError(message)
    firstInvalid(formRef.current)
  }

  return {
    formRef,
    values,
    setValues,
    set,
    errors,
    setError,
    schemaErrors,
    refuse,
    formError,
    setFormError,
    busy,
    setBusy,
  }
}
