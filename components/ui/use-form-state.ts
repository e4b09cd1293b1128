'use client'

// The state of a public form (registration, payment details, contact): its values, an error per
// field, the form's own message, a busy flag, fields bound to them (with the spec's rules as
// typed: the name rule, digits-only phones), and how a refusal is shown (field errors, the
// message, focus on the first field to fix). A schema's field errors come from lib/api/errors.ts.
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react'
import type { z } from 'zod'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import type { RuleResult } from '@/lib/input-rules'

/** What a form says when its schemas, loaded when first needed, could not be (the connection dropped). */
export const SCHEMAS_UNAVAILABLE =
  'The form could not be checked: please check your connection and try again.'

/** Moves focus to the first field marked invalid, once React has rendered the errors. */
export function firstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() =>
    form?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus(),
  )
}

/**
 * What was typed into `form` before its script ran: a phone on a slow connection shows the
 * server's form seconds before React takes it over, and the first render after that would
 * otherwise write the empty state over what the visitor typed. The non-empty text, select and
 * radio values of `keys` (not files or checkboxes).
 */
export function typedValues<K extends string>(
  form: HTMLFormElement | null,
  keys: K[],
): Partial<Record<K, string>> {
  const typed: Partial<Record<K, string>> = {}
  for (const key of keys) {
    const el = form?.elements.namedItem(key)
    if (el instanceof RadioNodeList) {
      if (el.value) typed[key] = el.value
    } else if (
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement ||
      (el instanceof HTMLInputElement && !['file', 'checkbox', 'radio'].includes(el.type))
    ) {
      if (el.value) typed[key] = el.value
    }
  }
  return typed
}

/** Once, when the form comes alive: its state takes what was typed before (see typedValues). */
function useAdoptTyped<V extends Record<string, string>>(
  formRef: RefObject<HTMLFormElement | null>,
  empty: V,
  setValues: Dispatch<SetStateAction<V>>,
) {
  useEffect(() => {
    const typed = typedValues(formRef.current, Object.keys(empty) as (keyof V & string)[])
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** The values of `from` that are fields of `empty`. */
function pick<V extends Record<string, string>>(from: Record<string, string>, empty: V): Partial<V> {
  return Object.fromEntries(Object.entries(from).filter(([k]) => k in empty)) as Partial<V>
}

/** A rule applied as the visitor types (lib/input-rules.ts): what is kept, and whether it broke the rule. */
export type InputRule = (value: string) => RuleResult

/**
 * `reply`: what the form's server action answered when the form was posted before its script ran
 * (lib/api/actions/reply.ts); the form starts from it: what was sent, the errors, the message.
 */
export function useFormState<V extends Record<string, string>, F extends string = keyof V & string>(
  empty: V,
  reply: FormReply = NO_REPLY,
) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<V>(() => ({ ...empty, ...pick(reply.values, empty) }))
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(reply.errors as Partial<Record<F, string>>)
  const [formError, setFormError] = useState<string | null>(
    reply.message?.tone === 'error' ? reply.message.text : null,
  )
  const [busy, setBusy] = useState(false)

  useAdoptTyped(formRef, empty, setValues)

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

  /** A control's name, value, error and change handler; `rule` applies as typed, saying `message` when it refuses. */
  const field = (name: keyof V & string, rule?: InputRule, message?: string) => ({
    name,
    value: values[name],
    error: errors[name as unknown as F],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const r = rule ? rule(e.target.value) : { value: e.target.value, refused: false }
      set(name, r.value, r.refused ? message : undefined)
    },
  })

  return {
    field,
    formRef,
    values,
    setValues,
    set,
    errors,
    setErrors,
    setError,
    schemaErrors,
    refuse,
    formError,
    setFormError,
    busy,
    setBusy,
  }
}
