'use client'

// The state of /payment-details and its Submit: the shared payment-details schema, then POST
// /uppedicon/paymentdetails/ linked to the registration kept in session storage (when there is
// one); on success the saved data is removed and the delegate lands on their own page
// (/registration/<id>?proof=received, opened by the cookie the proof's answer sets), which
// confirms the proof arrived. Reached after a payment made outside the gateway (session data), or
// from the older gateway's return (TxnRefNo, paymentResponse, and the registration the server read
// from its cookie: `linked`): a proof always names its registration; anyone else is sent home. A
// registration paid through the gateway is asked for nothing: the page says it is paid and links
// to the delegate's page. On the delegate's page the registration is given (`fixed`): the proof is
// linked by the page's secret, and the form is there before the script has run, posting to its
// server action (lib/api/actions/payment-proof.ts).
import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import { SCHEMAS_UNAVAILABLE, useFormState } from '@/components/ui/use-form-state'
import type { FormReply } from '@/lib/api/actions/reply'
import { apiRequest } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { todayInIndia } from '@/lib/dates'
import {
  PAYMENT_FAILED_MESSAGE,
  PROOF_ERROR_FALLBACK,
  PROOF_RECEIVED_FLAG,
  PROOF_STATUS_FAILED,
  registrationPagePath,
} from '@/lib/registrations/flow'
import { proofProblems } from '@/lib/registrations/form-check'
import { loadSchemas } from './schemas'
import { clearSaved, loadSaved, useFlash, type Flash } from './session'

const EMPTY = { payment_option: 'online', transaction_id: '', transaction_date: '' }
type Field = keyof typeof EMPTY | 'proof_of_payment'

/** The spec's messages: the server's for a refusal, its own for a server failure or no answer. */
const failureText = (error: ApiError) =>
  error.code === 'network' ? PROOF_ERROR_FALLBACK : error.status >= 500 ? PROOF_STATUS_FAILED : error.message

export type Owner = { id: number; token: string }

/** The query of the page's address (none on the delegate's page, whose registration is given). */
export type Query = { get(name: string): string | null }
const NO_QUERY: Query = { get: () => null }

/** What this page was opened for: the registration (session or link), its transaction, a message. */
function arrival(query: Query, fixed?: Owner, linked?: Owner) {
  if (fixed) return { saved: null, owner: fixed, transactionId: '', flash: null, paid: false }
  const saved = loadSaved()
  if (!saved && !linked) return null
  // The icici kit's return (through /payment/msreturn) states its verified outcome.
  const outcome = query.get('status')
  const flash: Flash | null = outcome === 'failure' ? { tone: 'error', text: PAYMENT_FAILED_MESSAGE } : null
  return {
    saved,
    owner: saved ? { id: saved.registrationId, token: saved.token } : (linked ?? null),
    transactionId: saved?.transactionId ?? query.get('TxnRefNo') ?? '',
    flash,
    paid: outcome === 'success' || saved?.status === 'paid',
  }
}

/** The proof's form data: the fields, the registration it belongs to (when known), the file. */
function proofBody(values: typeof EMPTY, owner: Owner | null, file: File): FormData {
  const body = new FormData()
  for (const [k, v] of Object.entries(values)) body.set(k, v)
  if (owner) {
    body.set('participant_id', String(owner.id))
    body.set('participant_token', owner.token)
  }
  body.set('proof_of_payment', file)
  return body
}

/** Where /payment-details was opened from: its address, and the registration its link opened. */
type Opened = { query?: Query; linked?: Owner }

export function usePaymentDetailsForm(fixed: Owner | undefined, reply: FormReply, opened: Opened = {}) {
  const { query = NO_QUERY, linked } = opened
  const router = useRouter()
  const form = useFormState<typeof EMPTY, Field>(EMPTY, reply)
  // What the page was opened for (null until read from session storage after hydration; the
  // delegate's page knows its registration from the start).
  const [arrived, setArrived] = useState<NonNullable<ReturnType<typeof arrival>> | null>(null)
  const [saved, owner] = [arrived?.saved ?? null, arrived?.owner ?? fixed ?? null]
  const [file, setFile] = useState<File | null>(null)
  const [flash, setFlash] = useFlash()
  const [today, setToday] = useState('')
  const { values, setValues, setBusy } = form

  useEffect(() => {
    const found = arrival(query, fixed, linked)
    if (!found) return router.replace('/')
    /* eslint-disable react-hooks/set-state-in-effect -- session storage exists only after hydration */
    setArrived(found)
    setToday(todayInIndia())
    // Today's date by default; what was sent before the script ran stays.
    setValues((v) => ({
      ...v,
      transaction_id: v.transaction_id || found.transactionId,
      transaction_date: v.transaction_date || todayInIndia(),
    }))
    if (found.flash) setFlash(found.flash)
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [query, router, setFlash, setValues, fixed, linked])

  async function submit(event: FormEvent) {
    event.preventDefault()
    form.setFormError(null)
    const owned = { participant_id: owner?.id, participant_token: owner?.token }
    const schemas = await loadSchemas().catch(() => null)
    if (!schemas) return form.setFormError(SCHEMAS_UNAVAILABLE)
    const found = proofProblems(schemas, values, owned, file)
    if (found.message) return form.refuse(found.errors, found.message)
    setBusy(true)
    try {
      await apiRequest('/uppedicon/paymentdetails/', {
        body: proofBody(values, owner, file!),
        fallback: PROOF_STATUS_FAILED,
      })
    } catch (error) {
      form.setFormError(failureText(error as ApiError))
      return setBusy(false)
    }
    clearSaved()
    if (!owner) return router.push('/')
    router.push(`${registrationPagePath(owner.id)}?${PROOF_RECEIVED_FLAG}`)
    router.refresh()
  }

  return { ...form, saved, owner, arrived, setFile, flash, setFlash, today, submit }
}
