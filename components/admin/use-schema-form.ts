'use client'

// Form state checked with the same zod schema the handler uses: errors per field (first message),
// server field errors merged in after a failed save.
import { useState } from 'react'
import type { z } from 'zod'

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
    const next: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '_')
      next[key] ??= issue.message
    }
    setErrors(next)
    return null
  }

  const serverErrors = (fields?: Record<string, string[]>) => {
    if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])))
  }

  /** Props of a text field bound to a value. */
  const text = (name: string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  })

  return {
    values,
    setValues,
    errors,
    set,
    validate,
    serverErrors,
    text,
    reset: (v: Values) => (setValues(v), setErrors({})),
  }
}
