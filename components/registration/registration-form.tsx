'use client'

// /register: "Personal & Events Details" (use-registration-form.ts holds its state and Next). The
// server checks everything again and computes the amount itself. Sent before the page's script has
// run, the form posts to its server action, whose answer (errors, what was typed) it starts from.
import { useActionState } from 'react'
import { Button } from '@/components/ui/button'
import { RadioGroup, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { registerAtDesk, registerDelegate } from '@/lib/api/actions/registration'
import { NO_REPLY } from '@/lib/api/actions/reply'
import { CODE_HINT } from '@/lib/discounts/words'
import { onTopFor, type PublishedGst } from '@/lib/gst/on-top'
import { mobileInput, NAME_RULE, nameInput, ONLY_NUMBERS } from '@/lib/input-rules'
import { CATEGORIES, CATEGORY_LABELS } from '@/lib/registrations/categories'
import { DESIGNATION_LABELS, DESIGNATIONS, DOCUMENT_ACCEPT } from '@/lib/registrations/flow'
import type { WorkshopOffer } from '@/lib/workshops/offers'
import { BillingFields } from './billing-fields'
import { CouncilFields } from './council-fields'
import { DocumentField } from './document-field'
import { FlashMessage } from './flash-message'
import styles from './registration.module.css'
import { loadSchemas } from './schemas'
import { useFlash } from './session'
import { useRegistrationForm, type Fees } from './use-registration-form'
import { AmountSummary, WorkshopChoices } from './workshop-choices'

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
interface Props {
  for?: 'delegate' | 'desk'
  fees: Fees
  /** The edition's registrable workshops. */
  workshops?: WorkshopOffer[]
  /** The fees are published without GST: the GST added on top. */
  gst?: PublishedGst | null
}

export function RegistrationForm({ for: use = 'delegate', fees, workshops = [], gst = null }: Props) {
  const [reply, action] = useActionState(use === 'desk' ? registerAtDesk : registerDelegate, NO_REPLY)
  const { formRef, values, set, errors, setError, formError, busy, field, submit, today, setLop } =
    useRegistrationForm(use, fees, reply)
  const [flash] = useFlash()
  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={submit}
      onFocus={() => void loadSchemas()}
      noValidate
      className={styles.card}
      aria-describedby={formError ? 'registration-error' : undefined}
    >
      <FlashMessage flash={flash} />
      <div className={styles.grid}>
        <TextField label="Full Name" autoComplete="name" required {...field('name', nameInput, NAME_RULE)} />
        <TextField
          label="Mobile Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...field('mobile_number', mobileInput, ONLY_NUMBERS)}
        />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Date of Birth"
          type="date"
          max={today || undefined}
          required
          {...field('date_of_birth')}
        />
        <TextField
          label="Age"
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          required
          {...field('age')}
        />
        <SelectField
          label="Designation"
          required
          placeholder="Select designation"
          options={designationOptions}
          {...field('designation')}
        />
        <div className={styles.wide}>
          <TextAreaField
            label="Address"
            autoComplete="street-address"
            rows={3}
            required
            {...field('address')}
          />
        </div>
        <BillingFields field={(name) => field(name)} />
        <TextField label="CIAP Membership Number" hint="Optional" {...field('ciapMembership')} />
        <TextField label="AOP/UP Membership Number" hint="Optional" {...field('aopUpMembership')} />
        <CouncilFields field={field} />
        <div className={styles.wide}>
          <DocumentField
            label="Letter of Participation (LoP)"
            name="LoP"
            accept={DOCUMENT_ACCEPT}
            hint="Optional. PDF, JPG, JPEG or PNG, up to 10 MB."
            error={errors.LoP}
            onFile={(file, error) => {
              setLop(file)
              setError('LoP', error ?? undefined)
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
          {...field('category')}
        />
        <WorkshopChoices
          offers={workshops}
          value={values.workshops}
          today={today}
          onChange={(v) => set('workshops', v)}
          gstOnTop={!!gst}
        />
        <TextField label="Discount code" hint={CODE_HINT} autoComplete="off" {...field('discount_code')} />
        <AmountSummary
          {...{ category: values.category, fees, offers: workshops, value: values.workshops }}
          gst={onTopFor(gst, { stateCode: values.state ?? '', buyerGstin: values.gstin ?? '' })}
        />
      </div>
      {formError && (
        <div id="registration-error">
          <SummaryAlert tone="error">{formError}</SummaryAlert>
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
