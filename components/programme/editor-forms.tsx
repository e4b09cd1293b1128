// The programme editor's forms (server components posting to the server action): a session with
// its chairpersons, a talk, and an accepted abstract scheduled as a talk.
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { programmeAction } from '@/lib/programme/actions'
import { dayLabel, dayOf, fieldTime } from '@/lib/programme/format'
import {
  SESSION_KIND_LABELS,
  SESSION_KINDS,
  type FacultyDto,
  type HallDto,
  type SchedulableAbstract,
  type SessionDto,
  type TalkDto,
} from '@/lib/programme/types'
import styles from './editor.module.css'

export const Hidden = ({ name, value }: { name: string; value: string | number | null | undefined }) => (
  <input type="hidden" name={name} value={value ?? ''} />
)

/**
 * One of the editor's forms: what it does (`op`), the record it edits (none: a new one) and the
 * day the editor returns to, posted to the server action with the fields inside.
 */
export function EditorForm({
  op,
  id,
  day,
  label,
  inline = false,
  children,
}: {
  op: string
  id: number | undefined
  day: string
  label?: string
  inline?: boolean
  children: ReactNode
}) {
  return (
    <form action={programmeAction} className={inline ? styles.inline : styles.form} aria-label={label}>
      <Hidden name="op" value={op} />
      <Hidden name="id" value={id} />
      <Hidden name="back_day" value={day} />
      {children}
    </form>
  )
}

/** A start and an end time of day (IST), side by side. */
function TimeFields({ starts, ends }: { starts: string; ends: string }) {
  return (
    <>
      <TextField label="Starts (IST)" name="starts" type="time" required defaultValue={starts} />
      <TextField label="Ends (IST)" name="ends" type="time" required defaultValue={ends} />
    </>
  )
}

export function SessionForm({
  session,
  day,
  days,
  halls,
  faculty,
}: {
  session: SessionDto | null
  day: string
  days: string[]
  halls: HallDto[]
  faculty: FacultyDto[]
}) {
  const s = session
  return (
    <EditorForm op="session" id={s?.id} day={day} label={s ? 'Edit the session' : 'Add a session'}>
      <div className={styles.row}>
        <SelectField
          label="Kind"
          name="kind"
          required
          defaultValue={s?.kind ?? 'symposium'}
          options={SESSION_KINDS.map((k) => ({ value: k, label: SESSION_KIND_LABELS[k] }))}
        />
        <SelectField
          label="Hall"
          name="hall_id"
          defaultValue={s?.hall_id ?? halls[0]?.id ?? ''}
          placeholder="All halls (a break)"
          options={halls.map((h) => ({ value: String(h.id), label: h.name }))}
        />
      </div>
      <TextField label="Title" name="title" required maxLength={200} defaultValue={s?.title} />
      <div className={styles.row}>
        <SelectField
          label="Day"
          name="day"
          required
          defaultValue={s ? dayOf(s.starts_at) : day}
          options={days.map((d, i) => ({ value: d, label: `Day ${i + 1} · ${dayLabel(d)}` }))}
        />
        <TimeFields starts={s ? fieldTime(s.starts_at) : '09:00'} ends={s ? fieldTime(s.ends_at) : '10:00'} />
      </div>
      <TextField
        label="CME credit hours (credits per session)"
        name="credit_hours"
        inputMode="decimal"
        hint="Empty: none."
        defaultValue={s?.credit_hours ?? ''}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={2}
        maxLength={2000}
        defaultValue={s?.description}
      />
      <fieldset className={styles.chairs}>
        <legend>Chairpersons</legend>
        {faculty.length === 0 && <span>Add faculty first.</span>}
        {faculty.map((f) => (
          <CheckboxField
            key={f.id}
            name="chair_ids"
            value={String(f.id)}
            label={f.name}
            defaultChecked={s?.chair_ids.includes(f.id)}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit">{s ? 'Save the session' : 'Add the session'}</Button>
      </div>
    </EditorForm>
  )
}

export function TalkForm({
  session,
  talk,
  faculty,
  day,
  presenterEmail = '',
}: {
  session: SessionDto
  talk: TalkDto | null
  faculty: FacultyDto[]
  day: string
  /** The presenter's e-mail (a presenter not on the faculty), for their certificate. */
  presenterEmail?: string
}) {
  return (
    <EditorForm op="talk" id={talk?.id} day={day} label={talk ? `Edit the talk ${talk.title}` : 'Add a talk'}>
      <Hidden name="session_id" value={session.id} />
      <TextField label="Talk title" name="title" required maxLength={300} defaultValue={talk?.title} />
      <div className={styles.row}>
        <SelectField
          label="Speaker (faculty)"
          name="speaker_id"
          defaultValue={talk?.speaker_id ?? ''}
          placeholder="Not on the faculty list"
          options={faculty.map((f) => ({ value: String(f.id), label: f.name }))}
        />
        <TextField
          label="Or presenter's name"
          name="presenter"
          maxLength={160}
          defaultValue={talk && talk.speaker_id === null ? talk.presenter : ''}
        />
        <TextField
          label="Presenter's e-mail (for the certificate)"
          name="presenter_email"
          type="email"
          maxLength={254}
          defaultValue={presenterEmail}
          hint="Only for a presenter not on the faculty; never shown on the site."
        />
      </div>
      <TextField
        label="Award"
        name="award"
        maxLength={120}
        defaultValue={talk?.award ?? ''}
        hint="E.g. Best Paper — Neonatology: printed on the speaker's certificate. Empty: none."
      />
      <div className={styles.row}>
        <TimeFields
          starts={fieldTime(talk?.starts_at ?? session.starts_at)}
          ends={fieldTime(talk?.ends_at ?? session.ends_at)}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary">
          {talk ? 'Save the talk' : 'Add the talk'}
        </Button>
      </div>
    </EditorForm>
  )
}

/** An accepted abstract made a talk of the session: its title and presenter come from it. */
export function ScheduleForm({
  session,
  abstracts,
  day,
}: {
  session: SessionDto
  abstracts: SchedulableAbstract[]
  day: string
}) {
  return (
    <EditorForm op="schedule" id={undefined} day={day} label="Schedule an accepted abstract">
      <Hidden name="session_id" value={session.id} />
      <SelectField
        label="Accepted abstract"
        name="abstract_id"
        required
        placeholder="Choose an abstract"
        options={abstracts.map((a) => ({
          value: String(a.id),
          label: `${a.number} · ${a.type} · ${a.title} — ${a.presenter}`,
        }))}
        hint="Its title and presenting author become the talk's; its submitter sees the slot."
      />
      <div className={styles.row}>
        <TimeFields starts={fieldTime(session.starts_at)} ends={fieldTime(session.ends_at)} />
      </div>
      <div>
        <Button type="submit" variant="secondary">
          Schedule the abstract
        </Button>
      </div>
    </EditorForm>
  )
}
