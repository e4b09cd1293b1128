'use client'

// The edition's feedback form on the delegate's page, asked before the certificate's download:
// a radio group of 1 to 5 for each rating, a text box for each free-text question, required
// ones marked; "Skip" where the organisers allow it. In the page's HTML it posts to its server
// action (lib/api/actions/feedback.ts) before the script has run; with the script, the same
// schema (lib/feedback/schema.ts) checks the answers first and says what is missing.
import { useActionState, useState } from 'react'
import { Button } from '@/components/ui/button'
import { RadioGroup, TextAreaField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { submitFeedback } from '@/lib/api/actions/feedback'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import {
  answerField,
  feedbackAnswersSchema,
  MAX_ANSWER,
  RATINGS,
  type FeedbackQuestionDto,
} from '@/lib/feedback/schema'
import styles from './registration.module.css'

const RATING_OPTIONS = RATINGS.map((r) => ({ value: r, label: r }))

interface Props {
  owner: { id: number; token: string }
  questions: FeedbackQuestionDto[]
  skippable: boolean
  /** The action's answer when the form was just sent without the script. */
  reply?: FormReply
}

export function FeedbackForm({ owner, questions, skippable, reply: initial }: Props) {
  const [reply, action, pending] = useActionState(submitFeedback, initial ?? NO_REPLY)
  const [values, setValues] = useState<Record<string, string>>(reply.values)
  const [checked, setChecked] = useState<Record<string, string> | null>(null)
  const errors = checked ?? reply.errors
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }))
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.value === 'skip') return setChecked(null)
    const parsed = feedbackAnswersSchema(questions).safeParse(values)
    if (parsed.success) return setChecked(null)
    e.preventDefault()
    setChecked(Object.fromEntries(parsed.error.issues.reverse().map((i) => [String(i.path[0]), i.message])))
  }
  const missing = checked && Object.keys(checked).length > 0
  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className={styles.card}
      aria-labelledby="feedback-heading"
      data-testid="feedback-form"
    >
      <h2 id="feedback-heading" className={styles.lead}>
        Your feedback, then your certificate
      </h2>
      <p className={styles.muted}>
        Please tell the organisers how the conference went: your certificate follows. Ratings run from 1
        (poor) to 5 (excellent); questions marked * need an answer.
      </p>
      {(missing || reply.message) && (
        <SummaryAlert tone="error">
          {missing ? 'Please answer the questions marked below.' : reply.message?.text}
        </SummaryAlert>
      )}
      <input type="hidden" name="participant_id" value={owner.id} />
      <input type="hidden" name="participant_token" value={owner.token} />
      {questions.map((q) => {
        const name = answerField(q.id)
        return q.kind === 'rating' ? (
          <RadioGroup
            key={q.id}
            legend={q.prompt}
            name={name}
            options={RATING_OPTIONS}
            value={values[name] ?? ''}
            onChange={(v) => set(name, v)}
            required={q.required}
            error={errors[name]}
          />
        ) : (
          <TextAreaField
            key={q.id}
            label={q.prompt}
            name={name}
            rows={3}
            maxLength={MAX_ANSWER}
            required={q.required}
            value={values[name] ?? ''}
            onChange={(e) => set(name, e.target.value)}
            error={errors[name]}
          />
        )
      })}
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="give" disabled={pending}>
          {pending ? 'Sending…' : 'Send feedback'}
        </Button>
        {skippable && (
          <Button type="submit" name="intent" value="skip" variant="secondary" disabled={pending}>
            Skip the feedback
          </Button>
        )}
      </div>
    </form>
  )
}
