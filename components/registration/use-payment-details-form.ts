'use client'

// The state of /payment-details and its Submit: the shared payment-details schema, then POST
// /uppedicon/paymentdetails/ linked to the registration kept in session storage (when there is
// one); on success the saved data is removed and the delegate lands on their own page
// (/registration/<id>?token=…&proof=received), which confirms the proof arrived.
// Reached from the older gateway's return (TxnRefNo, paymentResponse), from a mail's link
// (participant_id, participant_token) or with this browser's registration (session data): a proof
// always names its registration; anyone else is sent home. A registration paid through the gateway
// is asked for nothing: the page says it is paid and links to the delegate's page. On the delegate's page the
// registration is given (`fixed`): the proof is linked by the link's secret.
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import { SCHEMAS_UNAVAILABLE, useFormState } from '@/components/ui/use-form-state'
import { apiRequest } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { todayInIndia } from '@/lib/dates'
import {
  delegatePath,
  PAYMENT_FAILED_MESSAGE,
  PROOF_ERROR_FALLBACK,
  PROOF_RECEIVED_FLAG,
  PROOF_STATUS_FAILED,
  REQUIRED_FIELDS_MESSAGE,
} from '@/lib/registrations/flow'
import { loadSchemas } from './schemas'
import { clearSaved, loadSaved, useFlash, type Flash } from './session'
import { checkDocument } from './validation'

const EMPTY = { payment_option: 'online', transaction_id: '', transaction_date: '' }
type Field = keyof typeof EMPTY | 'proof_of_payment'

/** The spec's messages: the server's for a refusal, its own for a server failure or no answer. */
const failureText = (error: ApiError) =>
  error.code === 'network' ? PROOF_ERROR_FALLBACK : error.status >= 500 ? PROOF_STATUS_FAILED : error.message

export type Owner = { id: number; token: string }

/** The registration a link names (the older kit's return, the mail about a rejected proof). */
function ownerFrom(query: { get(name: string): string | null }): Owner | null {
  const id = Number(query.get('participant_id'))
  const token = query.get('participant_token')
  return Number.isInteger(id) && id > 0 && token ? { id, token } : null
}

/** What this page was opened for: the registration (session or link), its transaction, a message. */
function arrival(query: { get(name: string): string | null }, fixed?: Owner) {
  if (fixed) return { saved: null, owner: fixed, transactionId: '', flash: null, paid: false }
  const [saved, linked] = [loadSaved(), ownerFrom(query)]
  if (!saved && !linked) return null
  // The older kit's return (through /payment/msreturn) states its verified outcome.
  const outcome = query.get('status')
  const flash: Flash | null = outcome === 'failure' ? { tone: 'error', text: PAYMENT_FAILED_MESSAGE } : null
  return {
    saved,
    owner: saved ? { id: saved.participantId, token: saved.token } : linked,
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

export function usePaymentDetailsForm(fixed?: Owner) {
  const router = useRouter()
  const query = useSearchParams()
  const form = useFormState<typeof EMPTY, Field>(EMPTY)
  // What the page was opened for (null until read from session storage after hydration).
  const [arrived, setArrived] = useState<NonNullable<ReturnType<typeof arrival>> | null>(null)
  const [saved, owner] = [arrived?.saved ?? null, arrived?.owner ?? null]
  const [file, setFile] = useState<File | null>(null)
  const [flash, setFlash] = useFlash()
  const [today, setToday] = useState('')
  const { values, setValues, setBusy } = form

  useEffect(() => {
    const found = arrival(query, fixed)
    if (!found) return router.replace('/')
    /* eslint-disable react-hooks/set-state-in-effect -- session storage exists only after hydration */
    setArrived(found)
    setToday(todayInIndia())
    setValues((v) => ({ ...v, transaction_id: found.transactionId, transaction_date: todayInIndia() }))
    if (found.flash) setFlash(found.flash)
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [query, router, setFlash, setValues, fixed])

  async function submit(event: FormEvent) {
    event.preventDefault()
    form.setFormError(null)
    const linked = { participant_id: owner?.id, participant_token: owner?.token }
    const schemas = await loadSchemas().catch(() => null)
    if (!schemas) return form.setFormError(SCHEMAS_UNAVAILABLE)
    const found = form.schemaErrors(schemas.paymentDetailsSchema.safeParse({ ...values, ...linked }).error)
    if (!file) found.proof_of_payment = 'This field is required.'
    else if (checkDocument(file)) found.proof_of_payment = checkDocument(file)!
    const missing = !values.transaction_id.trim() || !values.transaction_date || !file
    if (Object.keys(found).length)
      return form.refuse(found, missing ? REQUIRED_FIELDS_MESSAGE : 'Please correct the highlighted fields.')
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
    router.push(`${delegatePath(owner.id, owner.token)}&${PROOF_RECEIVED_FLAG}`)
    router.refresh()
  }

  return { ...form, saved, owner, arrived, setFile, flash, setFlash, today, submit }
}
