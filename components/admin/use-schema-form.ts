'use client'

// Form state checked with the same zod schema the handler uses: errors per field (first message),
// server field errors merged in after a failed save.
import { useState } from 'react'
import type { z } from 'zod'
import { fieldErrors, firstFieldErrors, type FieldErrors } from '@/lib/api/errors'

export type Values = Record<string, unknown>

export function useSchemaForm<S extends z.ZodType>(schema: S, initial: Values) {
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const set = (name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors((e) => {
      const rest = { ...e }
      delete rest[name]
      return rest
    })
  }

  /** The parsed input, or null after showing the field errors (`other`: e.g. the update schema). */
  const validate = (other?: z.ZodType): z.output<S> | null => {
    const result = (other ?? schema).safeParse(values)
    if (result.success) {
      setErrors({})
      return result.data as z.output<S>
    }
    setErrors(firstFieldErrors(fieldErrors(result.error)))
    return null
  }

  const serverErrors = (fields?: FieldErrors) => {
    if (fields) setErrors(firstFieldErrors(fields))
  }

  /** Props of a text field bound to a value. */
  const text = (name: string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  })

  /** Props of a file picker bound to a value (the chosen File, or undefined). */
  const file = (name: string) => ({
    name,
    error: errors[name],
    onChange: (f: File | undefined) => set(name, f),
  })

  return {
    values,
    setValues,
    errors,
    set,
    validate,
    serverErrors,
    text,
    file,
    reset: (v: Values) => (setValues(v), setErrors({})),
  }
}
