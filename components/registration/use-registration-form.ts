'use client'

// The registration form's state and its Next: input rules as typed (the name rule,
// digits-only phone), the shared registration schema, then POST /uppedicon/participants/; the
// delegate continues to /checkout with the registration kept in session storage (spec section 4),
// or, with nothing to pay, to its confirmation; the organisers at the desk to the new registration's page.
// Sent before this script ran, the form goes to its server action instead (lib/api/actions/registration.ts).
import { useRouter } from 'next/navigation'
import { startTransition, useEffect, useState } from 'react'
import { SCHEMAS_UNAVAILABLE, typedValues, useFormState } from '@/components/ui/use-form-state'
import type { FormReply } from '@/lib/api/actions/reply'
import { apiRequest } from '@/lib/api/client'
import type { ApiError } from '@/lib/api/errors'
import { todayInIndia } from '@/lib/dates'
import { feeFor } from '@/lib/pricing'
import type { Category } from '@/lib/registrations/categories'
import {
  REGISTRATION_ERROR_FALLBACK,
  savedRegistration,
  type RegistrationDto,
} from '@/lib/registrations/flow'
import {
  EMPTY_REGISTRATION,
  registrationProblems,
  type RegistrationValues,
} from '@/lib/registrations/form-check'
import { loadSchemas } from './schemas'
import { FORM_KEY, isFree, loadSaved, saveRegistration } from './session'

/** Today's amount of every category (rupees), from the current edition's slabs. */
export type Fees = Partial<Record<Category, number>>

const EMPTY = EMPTY_REGISTRATION
type Values = RegistrationValues

function formData(values: Values, lop: File | null, fees: Fees): FormData {
  const body = new FormData()
  for (const [k, v] of Object.entries(values)) if (k !== 'accompanying_person') body.set(k, v)
  body.set('accompanying_person', String(values.accompanying_person === 'Yes'))
  body.set('amount', String(feeFor(values.category, fees)))
  if (lop) body.set('LoP', lop)
  // A retry after a failed payment corrects this browser's own registration (its token proves it).
  const own = loadSaved()
  if (own && PAYABLE_STATES.includes(own.status)) {
    body.set('participant_id', String(own.registrationId))
    body.set('participant_token', own.token)
  }
  return body
}

const PAYABLE_STATES = ['pending_payment', 'payment_failed']

/** After registering: the desk opens the registration; a delegate keeps it for the checkout. */
function continueAfter(
  r: RegistrationDto & { token: string },
  values: Values,
  desk: boolean,
  go: (path: string) => void,
) {
  if (desk) return go(`/admin/registrations/${r.id}`)
  sessionStorage.setItem(FORM_KEY, JSON.stringify(values))
  saveRegistration(savedRegistration(r, r.token))
  go(isFree(r) ? '/registration-confirmed' : '/checkout')
}

/** `reply`: the server action's answer when the form was sent before this script ran. */
export function useRegistrationForm(use: 'delegate' | 'desk', fees: Fees, reply: FormReply) {
  const router = useRouter()
  const form = useFormState<Values, keyof Values | 'LoP'>(EMPTY, reply)
  const [lop, setLop] = useState<File | null>(null)
  const [today, setToday] = useState('')
  const { values, setValues, setBusy } = form

  useEffect(() => {
    // After a failed payment the delegate comes back here: start from what they entered.
    // Session storage exists only after hydration. This also runs when a kept (hidden) instance
    // of this page is shown again: start idle.
    setBusy(false)
    // What was typed before the script ran (a slow phone) counts over what was kept.
    const saved = sessionStorage.getItem(FORM_KEY)
    const kept: Values = {
      ...EMPTY,
      ...(saved ? (JSON.parse(saved) as Partial<Values>) : {}),
      ...typedValues(form.formRef.current, Object.keys(EMPTY) as (keyof Values)[]),
    }
    // An event's Register button (/register?workshop=<id>) ticks that workshop.
    const asked = new URLSearchParams(window.location.search).get('workshop')
    if (asked && /^\d+$/.test(asked) && !kept.workshops.split(',').includes(asked))
      kept.workshops = [kept.workshops, asked].filter(Boolean).join(',')
    // A transition: the form renders again in slices the phone can interleave with input, not
    // in one long task; a field typed meanwhile is applied on top of what is restored.
    startTransition(() => {
      setValues((v) =>
        Object.keys(kept).every((k) => v[k as keyof Values] === kept[k as keyof Values]) ? v : kept,
      )
      setToday(todayInIndia())
    })
  }, [setBusy, setValues, form.formRef])

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault()
    form.setFormError(null)
    const schemas = await loadSchemas().catch(() => null)
    if (!schemas) return form.setFormError(SCHEMAS_UNAVAILABLE)
    const found = registrationProblems(schemas, values, lop)
    if (found.message) return form.refuse(found.errors, found.message)
    setBusy(true)
    let r: RegistrationDto & { token: string }
    try {
      r = await apiRequest('/uppedicon/participants/', {
        body: formData(values, lop, fees),
        fallback: REGISTRATION_ERROR_FALLBACK,
      })
    } catch (error) {
      form.setFormError((error as ApiError).message)
      return setBusy(false)
    }
    continueAfter(r, values, use === 'desk', (path) => router.push(path))
  }

  return { ...form, submit, today, setLop }
}
