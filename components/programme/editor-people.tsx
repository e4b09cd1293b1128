// The programme editor's forms for halls and faculty, and its delete buttons (server components
// posting to the server action).
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import type { FacultyDto, HallDto } from '@/lib/programme/types'
import { ConfirmSubmit } from './confirm-submit'
import { EditorForm, Hidden } from './editor-forms'
import styles from './editor.module.css'

export function HallForm({ hall, day }: { hall: HallDto | null; day: string }) {
  return (
    <EditorForm op="hall" id={hall?.id} day={day} label={hall ? `Rename ${hall.name}` : 'Add a hall'} inline>
      <TextField
        label={hall ? 'Name' : 'New hall'}
        name="name"
        required
        maxLength={120}
        defaultValue={hall?.name}
      />
      <TextField
        label="Order"
        name="position"
        type="number"
        min={0}
        max={99}
        defaultValue={hall?.position ?? 0}
      />
      <Button type="submit" variant="secondary" size="small">
        {hall ? 'Save' : 'Add the hall'}
      </Button>
    </EditorForm>
  )
}

export function FacultyForm({
  person,
  day,
  email = '',
}: {
  person: FacultyDto | null
  day: string
  /** Where their certificates are mailed. */
  email?: string
}) {
  return (
    <EditorForm
      op="faculty"
      id={person?.id}
      day={day}
      label={person ? `Edit ${person.name}` : 'Add a faculty member'}
    >
      <TextField label="Name" name="name" required maxLength={120} defaultValue={person?.name} />
      <div className={styles.row}>
        <TextField
          label="Designation"
          name="designation"
          maxLength={160}
          defaultValue={person?.designation}
        />
        <TextField
          label="Affiliation"
          name="affiliation"
          maxLength={200}
          defaultValue={person?.affiliation}
        />
      </div>
      <TextField
        label="E-mail (for their certificates)"
        name="email"
        type="email"
        maxLength={254}
        defaultValue={email}
        hint="Never shown on the site."
      />
      <TextAreaField
        label="Short profile"
        name="profile"
        rows={3}
        maxLength={1000}
        defaultValue={person?.profile}
      />
      <TextField
        label="Photo"
        name="photo"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hint="A portrait; cropped to 4:5 around the face. Leave empty to keep the current one."
      />
      <div>
        <Button type="submit">{person ? 'Save' : 'Add to the faculty'}</Button>
      </div>
    </EditorForm>
  )
}

export function DeleteForm({
  what,
  id,
  name,
  day,
  sessionId,
}: {
  what: 'hall' | 'session' | 'talk' | 'faculty'
  id: number
  name: string
  day: string
  sessionId?: number
}) {
  return (
    <EditorForm op="delete" id={id} day={day} inline>
      <Hidden name="what" value={what} />
      <Hidden name="session_id" value={sessionId} />
      <ConfirmSubmit question={`Delete “${name}”? This cannot be undone.`}>
        Delete<span className="visually-hidden"> {name}</span>
      </ConfirmSubmit>
    </EditorForm>
  )
}
