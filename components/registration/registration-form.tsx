'use client'

// /register: "Personal & Events Details". Input rules as typed (letters-only name, digits-only
// phone), then the shared participant schema on Next; the server checks everything again and
// computes the amount itself.
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { RadioGroup, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { todayInIndia } from '@/lib/dates'
import { CATEGORIES, CATEGORY_LABELS, feeFor } from '@/lib/fees'
import { digitsOnly, lettersOnly, ONLY_LETTERS, ONLY_NUMBERS } from '@/lib/forms'
import { formatRupees } from '@/lib/money'
import {
  DESIGNATION_LABELS,
  DESIGNATIONS,
  DOCUMENT_ACCEPT,
  participantSchema,
  REGISTRATION_ERROR_FALLBACK,
  REQUIRED_FIELDS_MESSAGE,
} from '@/lib/registrations/schema'
import { DocumentField } from './document-field'
import { FlashMessage } from './flash-message'
import styles from './registration.module.css'
import { errorText, FORM_KEY, saveRegistration, useFlash } from './session'
import { checkDocument, firstInvalid } from './validation'

const EMPTY = {
  name: '',
  mobile_number: '',
  email: '',
  date_of_birth: '',
  address: '',
  age: '',
  designation: '',
  ciapMembership: '',
  aopUpMembership: '',
  accompanying_person: '',
  category: '',
}
type Values = typeof EMPTY
type Errors = Partial<Record<keyof Values | 'LoP', string>>
const REQUIRED: (keyof Values)[] = [
  'name',
  'mobile_number',
  'email',
  'date_of_birth',
  'address',
  'age',
  'designation',
  'accompanying_person',
  'category',
]

const designationOptions = DESIGNATIONS.map((value) => ({ value, label: DESIGNATION_LABELS[value] }))
const categoryOptions = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))
const yesNo = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
]

/**
 * `for="delegate"` (the public /register) continues to the checkout; `for="desk"` (/admin/register,
 * organisers registering someone at the desk) opens the new registration in the console.
 */
export function RegistrationForm({ for: use = 'delegate' }: { for?: 'delegate' | 'desk' }) {
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(EMPTY)
  const [lop, setLop] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [flash] = useFlash()
  const [today, setToday] = useState('')

  useEffect(() => {
    // After a failed payment the delegate comes back here: start from what they entered.
    /* eslint-disable react-hooks/set-state-in-effect -- session storage exists only after hydration;
       this also runs when a kept (hidden) instance of this page is shown again: start idle */
    setBusy(false)
    const saved = sessionStorage.getItem(FORM_KEY)
    if (saved) setValues({ ...EMPTY, ...(JSON.parse(saved) as Partial<Values>) })
    setToday(todayInIndia())
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [])

  const set = (name: keyof Values, value: string, error?: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors((e) => ({ ...e, [name]: error }))
  }

  /** A control's name, value, error and change handler; `rule` filters as typed (spec: name, phone). */
  const bind = (
    name: keyof Values,
    rule?: (v: string) => { value: string; stripped: boolean },
    message?: string,
  ) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const r = rule ? rule(e.target.value) : { value: e.target.value, stripped: false }
      set(name, r.value, r.stripped ? message : undefined)
    },
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const missing = REQUIRED.filter((k) => !values[k].trim())
    const found: Errors = Object.fromEntries(missing.map((k) => [k, 'This field is required.']))
    const parsed = participantSchema.safeParse({
      ...values,
      accompanying_person: values.accompanying_person || undefined,
    })
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Values] ??= issue.message
    const lopError = lop ? checkDocument(lop) : null
    if (lopError) found.LoP = lopError
    if (missing.length || !parsed.success || lopError) {
      setErrors(found)
      setFormError(missing.length ? REQUIRED_FIELDS_MESSAGE : 'Please correct the highlighted fields.')
      firstInvalid(formRef.current)
      return
    }
    const body = new FormData()
    for (const [k, v] of Object.entries(values)) if (k !== 'accompanying_person') body.set(k, v)
    body.set('accompanying_person', String(values.accompanying_person === 'Yes'))
    body.set('amount', String(feeFor(values.category)))
    if (lop) body.set('LoP', lop)
    setBusy(true)
    let response: Response | null = null
    try {
      response = await fetch('/uppedicon/participants/', { method: 'POST', body })
    } catch {
      /* network failure: the fallback message below */
    }
    if (response?.status !== 201) {
      setFormError(await errorText(response, REGISTRATION_ERROR_FALLBACK))
      setBusy(false)
      return
    }
    const r = (await response.json()) as {
      id: number
      token: string
      registration_number: string
      amount: number
      status: string
    }
    if (use === 'desk') {
      router.push(`/admin/registrations/${r.id}`)
      return
    }
    sessionStorage.setItem(FORM_KEY, JSON.stringify(values))
    saveRegistration({
      participantId: r.id,
      token: r.token,
      registrationNumber: r.registration_number,
      name: values.name,
      email: values.email,
      mobile_number: values.mobile_number,
      category: values.category,
      amount: r.amount,
      status: r.status,
    })
    router.push('/checkout')
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className={styles.card}
      aria-describedby={formError ? 'registration-error' : undefined}
    >
      <FlashMessage flash={flash} />
      <div className={styles.grid}>
        <TextField
          label="Full Name"
          autoComplete="name"
          required
          {...bind('name', lettersOnly, ONLY_LETTERS)}
        />
        <TextField
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          {...bind('mobile_number', digitsOnly, ONLY_NUMBERS)}
        />
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <TextField
          label="Date of Birth"
          type="date"
          max={today || undefined}
          required
          {...bind('date_of_birth')}
        />
        <TextField
          label="Age"
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          required
          {...bind('age')}
        />
        <SelectField
          label="Designation"
          required
          placeholder="Select designation"
          options={designationOptions}
          {...bind('designation')}
        />
        <div className={styles.wide}>
          <TextAreaField
            label="Address"
            autoComplete="street-address"
            rows={3}
            required
            {...bind('address')}
          />
        </div>
        <TextField label="CIAP Membership Number" hint="Optional" {...bind('ciapMembership')} />
        <TextField label="AOP/UP Membership Number" hint="Optional" {...bind('aopUpMembership')} />
        <div className={styles.wide}>
          <DocumentField
            label="Letter of Participation (LoP)"
            name="LoP"
            accept={DOCUMENT_ACCEPT}
            hint="Optional. PDF, JPG, JPEG or PNG, up to 10 MB."
            error={errors.LoP}
            onFile={(file, error) => {
              setLop(file)
              setErrors((x) => ({ ...x, LoP: error }))
            }}
          />
        </div>
        <div className={styles.wide}>
          <RadioGroup
            legend="Accompanying Person"
            name="accompanying_person"
            required
            options={yesNo}
            value={values.accompanying_person}
            error={errors.accompanying_person}
            onChange={(v) => set('accompanying_person', v)}
          />
        </div>
        <SelectField
          label="Registration Category"
          required
          placeholder="Select category"
          options={categoryOptions}
          {...bind('category')}
        />
        <div className={styles.amount} aria-live="polite">
          <span>Amount</span>
          <strong data-testid="registration-amount">{formatRupees(feeFor(values.category))}</strong>
        </div>
      </div>
      {formError && (
        <div id="registration-error">
          <Alert tone="error">{formError}</Alert>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Processing...' : 'Next'}
        </Button>
      </div>
    </form>
  )
}
