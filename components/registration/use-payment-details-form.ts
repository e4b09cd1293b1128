'use client'

// The state of /payment-details and its Submit: the shared payment-details schema, then POST
// /uppedicon/paymentdetails/ linked to the registration kept in session storage (when there is
// one); on success the saved data is removed and the delegate goes home (spec section 4).
// Reached after a successful payment (session data), or from the older gateway's return
// (TxnRefNo, paymentResponse); anyone else is sent home.
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import { useFormState } from '@/components/ui/use-form-state'
import { apiRequest } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { todayInIndia } from '@/lib/dates'
import {
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_SUCCESS_MESSAGE,
  paymentDetailsSchema,
  PROOF_ERROR_FALLBACK,
  PROOF_STATUS_FAILED,
  REQUIRED_FIELDS_MESSAGE,
  type SavedRegistration,
} from '@/lib/registrations/schema'
import { clearSaved, loadSaved, useFlash } from './session'
import { checkDocument } from './validation'

const EMPTY = { payment_option: 'online', transaction_id: '', transaction_date: '' }
type Field = keyof typeof EMPTY | 'proof_of_payment'

/** The spec's messages: the server's for a refusal, its own for a server failure or no answer. */
const failureText = (error: ApiError) =>
  error.code === 'network' ? PROOF_ERROR_FALLBACK : error.status >= 500 ? PROOF_STATUS_FAILED : error.message

export function usePaymentDetailsForm() {
  const router = useRouter()
  const query = useSearchParams()
  const form = useFormState<typeof EMPTY, Field>(EMPTY)
  const [saved, setSaved] = useState<SavedRegistration | null>(null)
  const [ready, setReady] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [flash, setFlash] = useFlash()
  const [today, setToday] = useState('')
  const { values, setValues, setBusy } = form

  useEffect(() => {
    const s = loadSaved()
    const txnRef = query.get('TxnRefNo')
    if (!s && !txnRef && !query.get('paymentResponse')) return router.replace('/')
    /* eslint-disable react-hooks/set-state-in-effect -- session storage exists only after hydration */
    setSaved(s)
    setToday(todayInIndia())
    setValues((v) => ({
      ...v,
      transaction_id: s?.transactionId ?? txnRef ?? '',
      transaction_date: todayInIndia(),
    }))
    setReady(true)
    // The older kit's return (through /payment/msreturn) states its verified outcome.
    const outcome = query.get('status')
    if (outcome === 'success') setFlash({ tone: 'success', text: PAYMENT_SUCCESS_MESSAGE })
    if (outcome === 'failure') setFlash({ tone: 'error', text: PAYMENT_FAILED_MESSAGE })
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [query, router, setFlash, setValues])

  async function submit(event: FormEvent) {
    event.preventDefault()
    form.setFormError(null)
    const found = form.schemaErrors(paymentDetailsSchema.safeParse(values).error)
    if (!file) found.proof_of_payment = 'This field is required.'
    else if (checkDocument(file)) found.proof_of_payment = checkDocument(file)!
    const missing = !values.transaction_id.trim() || !values.transaction_date || !file
    if (Object.keys(found).length)
      return form.refuse(found, missing ? REQUIRED_FIELDS_MESSAGE : 'Please correct the highlighted fields.')
    const body = new FormData()
    for (const [k, v] of Object.entries(values)) body.set(k, v)
    if (saved) {
      body.set('participant_id', String(saved.participantId))
      body.set('participant_token', saved.token)
    }
    body.set('proof_of_payment', file!)
    setBusy(true)
    try {
      await apiRequest('/uppedicon/paymentdetails/', { body, fallback: PROOF_STATUS_FAILED })
    } catch (error) {
      form.setFormError(failureText(error as ApiError))
      return setBusy(false)
    }
    clearSaved()
    router.push('/')
  }

  return { ...form, saved, ready, setFile, flash, today, submit }
}
