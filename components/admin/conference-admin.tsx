'use client'

// Conference details: the one conference record, entered once (POST, 201) and then updated
// (PUT, 200), with the spec's required fields and rules.
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { ProgressBar } from '@/components/ui/progress-bar'
import { conferenceSchema, type ConferenceDto } from '@/lib/conference/schema'
import { mobileInput } from '@/lib/input-rules'
import styles from './admin.module.css'
import { apiSend, toFormData } from './api'
import { Section } from './blocks'
import { DayField } from './day-field'
import { ImagePicker } from './image-picker'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'
import { useSchemaForm, type Values } from './use-schema-form'

const PATH = '/uppedicon/uppedicon/'
const FIELDS = [
  'name',
  'title',
  'description',
  'additional_description',
  'date',
  'time',
  'day',
  'venue',
  'address',
  'organizer',
  'mobile_number',
  'email',
] as const

function ConferenceForm({ conference }: { conference: ConferenceDto | null }) {
  const initial: Values = Object.fromEntries(
    FIELDS.map((f) => [f, conference ? (f === 'time' ? conference.time.slice(0, 5) : conference[f]) : '']),
  )
  const form = useSchemaForm(conferenceSchema, initial)
  const [formKey, setFormKey] = useState(0)
  const save = useAdminMutation({
    run: (values: Values, progress) =>
      apiSend(conference ? 'PUT' : 'POST', PATH, toFormData(values), progress),
    refresh: [PATH],
    success: conference
      ? 'Conference details updated successfully!'
      : 'Conference details added successfully!',
    failure: 'Failed to save conference details. Please try again.',
  })
  const submit = () => {
    if (!form.validate()) return
    save.mutate(form.values, {
      onSuccess: () => {
        // The pictures are now stored: clear the file inputs (they would upload again otherwise).
        form.set('pedicon_picture', undefined)
        form.set('event_picture', undefined)
        setFormKey((k) => k + 1)
      },
      onError: (e) => form.serverErrors(e.fields),
    })
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!save.isPending) submit()
      }}
    >
      <div className={styles.twoCols}>
        <TextField label="Name" required {...form.text('name')} />
        <TextField label="Title" {...form.text('title')} />
      </div>
      <TextAreaField label="Description" required rows={4} {...form.text('description')} />
      <TextAreaField label="Additional description" rows={3} {...form.text('additional_description')} />
      <div className={styles.twoCols}>
        <TextField label="Date" type="date" required {...form.text('date')} />
        <TextField label="Time" type="time" required {...form.text('time')} />
        <DayField {...form.text('day')} />
        <TextField label="Venue" required {...form.text('venue')} />
        <TextField label="Address" {...form.text('address')} />
        <TextField label="Organizer" required {...form.text('organizer')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          {...form.text('mobile_number')}
          onChange={(e) => form.set('mobile_number', mobileInput(e.target.value).value)}
        />
        <TextField label="Email" type="email" required {...form.text('email')} />
      </div>
      <div className={styles.twoCols} key={formKey}>
        <ImagePicker
          label="Conference picture"
          current={conference?.pedicon_picture}
          {...form.file('pedicon_picture')}
        />
        <ImagePicker
          label="Event picture"
          current={conference?.event_picture}
          {...form.file('event_picture')}
        />
      </div>
      {save.isPending && save.progress != null && <ProgressBar value={save.progress} />}
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      <div className={styles.formActions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? 'Submitting...'
            : conference
              ? 'Update Conference Details'
              : 'Add Conference Details'}
        </Button>
      </div>
    </form>
  )
}

export function ConferenceAdmin() {
  const conference = useApi<ConferenceDto>(PATH)
  // 404 means none has been entered yet: the form then adds it.
  const none = conference.isError && conference.error.status === 404
  return (
    <Section id="conference" title="Conference details">
      {conference.isPending ? (
        <p className={styles.state}>Loading...</p>
      ) : conference.isError && !none ? (
        <p className={`${styles.state} ${styles.errorText}`}>Error: {conference.error.message}</p>
      ) : (
        <ConferenceForm
          key={conference.data ? conference.dataUpdatedAt : 'new'}
          conference={conference.data ?? null}
        />
      )}
    </Section>
  )
}
