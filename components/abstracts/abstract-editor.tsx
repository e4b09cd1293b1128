'use client'

// The editor of one abstract (/abstracts/mine/<id>, or /abstracts/mine/new): title, authors,
// topic, type and the five sections with their word count; Save draft and Submit (a submitted
// abstract: Save changes, it stays submitted); withdrawal below, confirmed by a tick. Both forms
// are React form actions (lib/api/actions/abstracts.ts) and work before the script runs. A refusal
// shows what was sent with the reason; the fields are drawn again from it.
import { useActionState, useState } from 'react'
import styles from '@/components/registration/registration.module.css'
import { Button } from '@/components/ui/button'
import { CheckboxField, RadioGroup, SelectField, TextField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { authorRows } from '@/lib/abstracts/form'
import { TYPE_LABELS, type AbstractState, type AbstractType } from '@/lib/abstracts/words'
import { saveAbstractForm } from '@/lib/api/actions/abstracts'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { AuthorRows } from './author-rows'
import { SectionFields } from './section-fields'

interface Props {
  id: number | 'new'
  status: AbstractState | null
  values: Record<string, string>
  terms: { types: string[]; topics: string[]; word_limit: number }
  /** False once the call has closed or the abstract was withdrawn: the fields are shown, locked. */
  editable: boolean
  reply?: FormReply
}

/** A number that changes with each reply, to draw the fields again from what it carries. */
function useReplyCount(reply: FormReply) {
  const [seen, setSeen] = useState({ reply, count: 0 })
  if (seen.reply !== reply) setSeen({ reply, count: seen.count + 1 })
  return seen.count
}

export function AbstractEditor({ id, status, values, terms, editable, reply: initial }: Props) {
  const [reply, action, pending] = useActionState(saveAbstractForm, initial ?? NO_REPLY)
  const generation = useReplyCount(reply)
  const shown = reply.message?.tone === 'error' && Object.keys(reply.values).length ? reply.values : values
  const locked = !editable || pending
  return (
    <>
      <form action={action} noValidate className={styles.card} aria-label="Your abstract" key={generation}>
        <input type="hidden" name="id" value={id} />
        {reply.message && <SummaryAlert tone={reply.message.tone}>{reply.message.text}</SummaryAlert>}
        <TextField
          label="Title"
          name="title"
          defaultValue={shown.title ?? ''}
          error={reply.errors.title}
          required
          disabled={!editable}
          maxLength={300}
        />
        <AuthorRows authors={authorRows(shown)} errors={reply.errors} disabled={!editable} />
        <SelectField
          label="Topic"
          name="topic"
          options={terms.topics.map((t) => ({ value: t, label: t }))}
          placeholder="Choose a topic"
          defaultValue={shown.topic ?? ''}
          error={reply.errors.topic}
          required
          disabled={!editable}
        />
        <RadioGroup
          legend="Presentation type"
          name="type"
          options={terms.types.map((t) => ({ value: t, label: TYPE_LABELS[t as AbstractType] ?? t }))}
          defaultValue={shown.type ?? ''}
          error={reply.errors.type}
          required
        />
        <SectionFields values={shown} limit={terms.word_limit} errors={reply.errors} disabled={!editable} />
        {editable && (
          <div className={styles.actions}>
            {status === 'submitted' ? (
              <Button type="submit" name="intent" value="draft" variant="primary" disabled={locked}>
                Save changes
              </Button>
            ) : (
              <>
                <Button type="submit" name="intent" value="draft" variant="secondary" disabled={locked}>
                  Save draft
                </Button>
                <Button type="submit" name="intent" value="submit" variant="primary" disabled={locked}>
                  Submit
                </Button>
              </>
            )}
          </div>
        )}
      </form>
      {id !== 'new' && status !== 'withdrawn' && (
        <form action={action} noValidate className={styles.card} aria-label="Withdraw the abstract">
          <input type="hidden" name="id" value={id} />
          <p className={styles.muted}>
            Withdrawn, the abstract is no longer considered and cannot be changed again.
          </p>
          <CheckboxField
            label="I want to withdraw this abstract"
            name="confirm"
            value="yes"
            error={reply.errors.confirm}
          />
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="withdraw" variant="secondary" disabled={pending}>
              Withdraw
            </Button>
          </div>
        </form>
      )}
    </>
  )
}
