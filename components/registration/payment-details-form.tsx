'use client'

// /payment-details: proof of payment. Reached after a successful payment (session data), or
// from the older gateway's return (TxnRefNo, paymentResponse); anyone else is sent home.
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/field'
import { todayInIndia } from '@/lib/dates'
import {
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_OPTIONS,
  PAYMENT_SUCCESS_MESSAGE,
  paymentDetailsSchema,
  PROOF_ACCEPT,
  PROOF_ERROR_FALLBACK,
  PROOF_STATUS_FAILED,
  REQUIRED_FIELDS_MESSAGE,
  type SavedRegistration,
} from '@/lib/registrations/schema'
import { DocumentField } from './document-field'
import { FlashMessage } from './flash-message'
import styles from './registration.module.css'
import { clearSaved, errorText, loadSaved, useFlash } from './session'
import { checkDocument, firstInvalid } from './validation'

type Errors = Partial<
  Record<'payment_option' | 'transaction_id' | 'transaction_date' | 'proof_of_payment', string>
>

export function PaymentDetailsForm() {
  const router = useRouter()
  const query = useSearchParams()
  const formRef = useRef<HTMLFormElement>(null)
  const [saved, setSaved] = useState<SavedRegistration | null>(null)
  const [ready, setReady] = useState(false)
  const [values, setValues] = useState({ payment_option: 'online', transaction_id: '', transaction_date: '' })
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [flash, setFlash] = useFlash()
  const [today, setToday] = useState('')

  useEffect(() => {
    const s = loadSaved()
    const txnRef = query.get('TxnRefNo')
    if (!s && !txnRef && !query.get('paymentResponse')) {
      router.replace('/')
      return
    }
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
  }, [query, router, setFlash])

  const set = (name: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const found: Errors = {}
    const parsed = paymentDetailsSchema.safeParse(values)
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message
    if (!file) found.proof_of_payment = 'This field is required.'
    else if (checkDocument(file)) found.proof_of_payment = checkDocument(file)!
    const missing = !values.transaction_id.trim() || !values.transaction_date || !file
    if (Object.keys(found).length) {
      setErrors(found)
      setFormError(missing ? REQUIRED_FIELDS_MESSAGE : 'Please correct the highlighted fields.')
      firstInvalid(formRef.current)
      return
    }
    const body = new FormData()
    for (const [k, v] of Object.entries(values)) body.set(k, v)
    if (saved) {
      body.set('participant_id', String(saved.participantId))
      body.set('participant_token', saved.token)
    }
    body.set('proof_of_payment', file!)
    setBusy(true)
    let response: Response | null = null
    try {
      response = await fetch('/uppedicon/paymentdetails/', { method: 'POST', body })
    } catch {
      /* network failure: the fallback message below */
    }
    if (response?.status === 200 || response?.status === 201) {
      clearSaved()
      router.push('/')
      return
    }
    setFormError(
      response && response.status < 500
        ? await errorText(response, PROOF_STATUS_FAILED)
        : response
          ? PROOF_STATUS_FAILED
          : PROOF_ERROR_FALLBACK,
    )
    setBusy(false)
  }

  if (!ready) return null
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.card}>
      <FlashMessage flash={flash} />
      {saved && (
        <p className={styles.muted}>
          Registration <strong>{saved.registrationNumber}</strong> · {saved.name}
        </p>
      )}
      <SelectField
        label="Payment Option"
        name="payment_option"
        options={PAYMENT_OPTIONS}
        value={values.payment_option}
        error={errors.payment_option}
        onChange={(e) => set('payment_option', e.target.value)}
      />
      <TextField
        label="Transaction ID"
        name="transaction_id"
        required
        autoComplete="off"
        value={values.transaction_id}
        error={errors.transaction_id}
        onChange={(e) => set('transaction_id', e.target.value)}
      />
      <TextField
        label="Transaction Date"
        name="transaction_date"
        type="date"
        required
        max={today || undefined}
        value={values.transaction_date}
        error={errors.transaction_date}
        onChange={(e) => set('transaction_date', e.target.value)}
      />
      <DocumentField
        label="Proof of Payment"
        name="proof_of_payment"
        required
        accept={PROOF_ACCEPT}
        hint="A screenshot or receipt: JPG, JPEG, PNG or PDF, up to 10 MB."
        error={errors.proof_of_payment}
        onFile={(f, error) => {
          setFile(f)
          setErrors((x) => ({ ...x, proof_of_payment: error }))
        }}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  )
}
