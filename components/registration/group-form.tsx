'use client'

// /register/group: an institution registers its delegates at once, typed as rows or uploaded as a
// CSV file. The form posts to its server action (lib/api/actions/group.ts) with or without the
// page's script; with it, rows are added and removed in place and the group schema checks the rows
// before anything is sent (a file is read on the server). The server's answer (what was typed, the
// problems) starts the form afresh; until then the controls keep what is typed themselves.
import { startTransition, useActionState, useEffect, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { firstInvalid } from '@/components/ui/use-form-state'
import { registerGroupForm } from '@/lib/api/actions/group'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { todayInIndia } from '@/lib/dates'
import {
  checkGroup,
  CSV_FIELD,
  EMPTY_ROW,
  INTENT_FIELD,
  MAX_GROUP_DELEGATES,
  postedFields,
  postedGroup,
  rowMessages,
  splitErrors,
  type DelegateRow,
} from '@/lib/groups/form'
import type { WorkshopOffer } from '@/lib/workshops/offers'
import { CsvUpload } from './group-csv'
import { DelegateFields, InstitutionFields } from './group-fields'
import styles from './group.module.css'
import shared from './registration.module.css'

const loadGroupSchemas = () => import('@/lib/groups/schema')

interface Row {
  key: number
  values: DelegateRow
  errors: Record<string, string>
}

/** The rows and the group's own problems of an answer (at least one row, empty). */
function startOf(values: Record<string, string>, errors: Record<string, string>) {
  const delegates = postedGroup(values).delegates
  const found = splitErrors(errors, delegates.length)
  const rows: Row[] = (delegates.length ? delegates : [EMPTY_ROW]).map((values, key) => ({
    key,
    values,
    errors: found.rows[key] ?? {},
  }))
  return { rows, group: found.group }
}

/** `workshops`: the edition's registrable workshops, which each delegate may add. */
export function GroupForm({ workshops }: { workshops: WorkshopOffer[] }) {
  const [reply, action, pending] = useActionState(registerGroupForm, NO_REPLY)
  // Each answer of the server starts the form afresh from what it says.
  const [answered, setAnswered] = useState({ reply, version: 0 })
  if (answered.reply !== reply) setAnswered({ reply, version: answered.version + 1 })
  // India's day, known in the page (a workshop past its deadline is then shown closed).
  const [today, setToday] = useState('')
  useEffect(() => startTransition(() => setToday(todayInIndia())), [])
  return (
    <GroupFormBody
      key={answered.version}
      reply={reply}
      action={action}
      pending={pending}
      offers={workshops}
      today={today}
    />
  )
}

interface BodyProps {
  reply: FormReply
  action: (data: FormData) => void
  pending: boolean
  offers: WorkshopOffer[]
  today: string
}

function GroupFormBody({ reply, action, pending, offers, today }: BodyProps) {
  const [start] = useState(() => startOf(reply.values, reply.errors))
  const [rows, setRows] = useState(start.rows)
  const [group, setGroup] = useState(start.group)
  const [message, setMessage] = useState(reply.message?.tone === 'error' ? reply.message.text : null)
  const problems = rowMessages(rows.map((r) => r.errors))

  const add = () =>
    setRows((r) => [...r, { key: Math.max(...r.map((x) => x.key)) + 1, values: EMPTY_ROW, errors: {} }])
  const remove = (key: number) => setRows((r) => r.filter((x) => x.key !== key))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter)
    const file = data.get(CSV_FIELD)
    const schemas = file instanceof File && file.size ? null : await loadGroupSchemas().catch(() => null)
    // Unchecked here (a file, or the schemas could not load), the server checks it all the same.
    const found = schemas && checkGroup(schemas, postedGroup(postedFields(data)))
    if (found && !found.input) {
      const split = splitErrors(found.errors, rows.length)
      setRows((r) => r.map((row, i) => ({ ...row, errors: split.rows[i] ?? {} })))
      setGroup(split.group)
      setMessage(found.message)
      return firstInvalid(form)
    }
    startTransition(() => action(data))
  }

  return (
    <form action={action} onSubmit={submit} noValidate className={shared.card} aria-describedby="group-error">
      {/* Enter in a field sends the form, not the first row's Remove: the first submit button is this one. */}
      <div className="visually-hidden" aria-hidden="true">
        <button type="submit" tabIndex={-1}>
          Register the group
        </button>
      </div>
      <InstitutionFields values={reply.values} errors={group} />
      <h2 className={styles.heading}>Delegates</h2>
      <p className={shared.muted}>
        Each delegate is registered on their own, priced by their category, workshops and discount code; the
        group’s page shows what is due for all of them. Up to {MAX_GROUP_DELEGATES} delegates.
      </p>
      {group.delegates && <Alert tone="error">{group.delegates}</Alert>}
      {rows.map((row, i) => (
        <DelegateFields
          key={row.key}
          index={i}
          row={row.values}
          errors={row.errors}
          offers={offers}
          today={today}
          onRemove={rows.length > 1 ? () => remove(row.key) : null}
        />
      ))}
      {rows.length < MAX_GROUP_DELEGATES && (
        <Button
          type="submit"
          variant="secondary"
          name={INTENT_FIELD}
          value="add"
          onClick={(e) => {
            e.preventDefault()
            add()
          }}
        >
          Add a delegate
        </Button>
      )}
      <CsvUpload error={group[CSV_FIELD]} offers={offers} />
      <div id="group-error">
        {message && (
          <SummaryAlert tone="error">
            {message}
            {problems.length > 0 && (
              <ul className={styles.problems} aria-label="Rows to correct">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </SummaryAlert>
        )}
      </div>
      <div className={shared.actions}>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Registering…' : 'Register the group'}
        </Button>
      </div>
    </form>
  )
}
