'use client'

// Editing an edition's facts and registration window (PUT /adminpanel/editions/?id=): the dates
// of the conference and the window's opening and closing, in India time, and how long an unpaid
// registration holds its workshop seats, and how long a seat offered from a workshop's waiting list
// is held for the delegate to accept it.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { TextField } from '@/components/ui/field'
import { ApiError } from '@/lib/api/errors'
import type { EditionDto } from '@/lib/editions/schema'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './editions.module.css'
import { FormActions } from './form-actions'
import { fromIndiaLocal, toIndiaLocal } from './india-time'

type Values = Record<
  | 'name'
  | 'city'
  | 'venue'
  | 'starts_on'
  | 'ends_on'
  | 'opens_at'
  | 'closes_at'
  | 'seat_hold_minutes'
  | 'waitlist_offer_hours'
  | 'transfer_close_days',
  string
>

const valuesOf = (e: EditionDto): Values => ({
  name: e.name,
  city: e.city,
  venue: e.venue,
  starts_on: e.starts_on,
  ends_on: e.ends_on,
  opens_at: toIndiaLocal(e.opens_at),
  closes_at: toIndiaLocal(e.closes_at),
  seat_hold_minutes: String(e.seat_hold_minutes),
  waitlist_offer_hours: String(e.waitlist_offer_hours),
  transfer_close_days: String(e.transfer_close_days),
})

export function EditionForm({ edition, onDone }: { edition: EditionDto; onDone: () => void }) {
  const router = useRouter()
  const [values, setValues] = useState(() => valuesOf(edition))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useAdminMutation({
    run: (v: Values) =>
      apiSend('PUT', `/adminpanel/editions/?id=${edition.id}`, {
        ...v,
        opens_at: fromIndiaLocal(v.opens_at),
        closes_at: fromIndiaLocal(v.closes_at),
      }),
    refresh: [],
    success: 'Edition updated successfully!',
    failure: (_v, error) => `Failed to update the edition: ${error.message}`,
  })
  const field = (name: keyof Values, label: string, type = 'text') => ({
    label,
    type,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: e.target.value }),
  })
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setErrors({})
    save.mutate(values, {
      onSuccess: () => {
        router.refresh()
        onDone()
      },
      onError: (error) =>
        error instanceof ApiError &&
        setErrors(Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, v]) => [k, v[0]]))),
    })
  }
  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-label={`Edit ${edition.name}`}>
      <TextField {...field('name', 'Name')} required />
      <TextField {...field('city', 'City')} required />
      <TextField {...field('venue', 'Venue')} required />
      <TextField {...field('starts_on', 'First day', 'date')} required />
      <TextField {...field('ends_on', 'Last day', 'date')} required />
      <TextField {...field('opens_at', 'Registration opens (India time)', 'datetime-local')} required />
      <TextField {...field('closes_at', 'Registration closes (India time)', 'datetime-local')} required />
      <TextField
        {...field('seat_hold_minutes', 'Workshop seat hold for unpaid registrations (minutes)', 'number')}
        min={5}
        max={10080}
        hint="An unpaid registration keeps its workshop seats this long (longer while a payment is in progress at the bank), then they go back on sale."
        required
      />
      <TextField
        {...field('waitlist_offer_hours', 'Waiting list: time to accept an offered seat (hours)', 'number')}
        min={1}
        max={168}
        hint="When a seat of a full workshop frees up, the next delegate on its waiting list is e-mailed and the seat is held for them this long; unaccepted, it goes to the next in line."
        required
      />
      <TextField
        {...field(
          'transfer_close_days',
          'Transfers to a colleague close (days before the first day)',
          'number',
        )}
        min={0}
        max={365}
        hint="Until then a delegate may pass a paid registration to a colleague from their page; organisers can still do it from the console."
        required
      />
      <FormActions saving={save.isPending} label="Save" onCancel={onDone} />
    </form>
  )
}
