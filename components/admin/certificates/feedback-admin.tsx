'use client'

// An edition's feedback form and its results (GET/PUT /adminpanel/feedback/?edition=): the
// questions in order (a rating of 1 to 5 or a free text, required or not), edited as a list and
// saved at once, checked by the handler's own schema first; then per question how many answered,
// the average rating and how many gave each mark, or the free-text answers; and the CSV export.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Section } from '@/components/admin/blocks'
import { Button } from '@/components/ui/button'
import { CheckboxField, SelectField, TextField } from '@/components/ui/field'
import { ScriptSubmit } from '@/components/ui/script-submit'
import type { ApiError } from '@/lib/api/errors'
import {
  feedbackFormSchema,
  ratingLine,
  type FeedbackAdminDto,
  type FeedbackKindName,
  type FeedbackSummary,
} from '@/lib/feedback/schema'
import { apiGet, apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './certificates.module.css'

const API = '/adminpanel/feedback/'
const KINDS = [
  { value: 'rating', label: 'Rating, 1 to 5' },
  { value: 'text', label: 'Free text' },
]

interface Row {
  key: number
  id?: number
  kind: FeedbackKindName
  prompt: string
  required: boolean
}

let nextKey = 0
const rowsOf = (d: FeedbackAdminDto): Row[] => d.questions.map((q) => ({ ...q, key: nextKey++ }))

export function FeedbackAdmin({ editionId, initial }: { editionId: number; initial: FeedbackAdminDto }) {
  const url = `${API}?edition=${editionId}`
  const { data = initial } = useQuery<FeedbackAdminDto, ApiError>({
    queryKey: [API, editionId],
    queryFn: () => apiGet(url),
    initialData: initial,
  })
  return (
    <>
      <Section title="Feedback form" id="feedback-form">
        <QuestionsEditor url={url} initial={initial} />
      </Section>
      <Section title="Feedback results" id="feedback-results">
        <Results summary={data.summary} />
        <a href={`${API}export/?edition=${editionId}`} download>
          Feedback results (CSV)
        </a>
      </Section>
    </>
  )
}

function QuestionsEditor({ url, initial }: { url: string; initial: FeedbackAdminDto }) {
  const [rows, setRows] = useState(() => rowsOf(initial))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useAdminMutation({
    run: (input: { questions: Omit<Row, 'key'>[] }) => apiSend<FeedbackAdminDto>('PUT', url, input),
    refresh: [API],
    success: 'Feedback form saved.',
    failure: (_i, error) => `Failed to save the feedback form: ${error.message}`,
  })
  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)))
  const move = (i: number, by: number) =>
    setRows((all) => {
      const next = [...all]
      ;[next[i], next[i + by]] = [next[i + by], next[i]]
      return next
    })
  const add = (kind: FeedbackKindName) =>
    setRows((all) => [...all, { key: nextKey++, kind, prompt: '', required: true }])
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const input = {
      questions: rows.map((r) => ({ id: r.id, kind: r.kind, prompt: r.prompt, required: r.required })),
    }
    const parsed = feedbackFormSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.slice(1).join('.'), i.message])))
      return
    }
    setErrors({})
    save.mutate(input, { onSuccess: (d) => setRows(rowsOf(d)) })
  }
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label="Feedback form">
      <p>
        Delegates answer these questions on their page before downloading their certificate (skippable only
        when the CME settings below allow it). No questions: no feedback is asked.
      </p>
      <ol className={styles.signatories}>
        {rows.map((r, i) => (
          <li key={r.key} data-testid="feedback-question">
            <TextField
              label={`Question ${i + 1}`}
              value={r.prompt}
              maxLength={300}
              required
              error={errors[`${i}.prompt`]}
              onChange={(e) => change(r.key, { prompt: e.target.value })}
            />
            <SelectField
              label={`Question ${i + 1}: answer`}
              options={KINDS}
              value={r.kind}
              onChange={(e) => change(r.key, { kind: e.target.value as FeedbackKindName })}
            />
            <CheckboxField
              label={`Question ${i + 1} is required`}
              checked={r.required}
              onChange={(e) => change(r.key, { required: e.target.checked })}
            />
            <div className={styles.actions}>
              <Button size="small" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                Move up<span className="visually-hidden"> question {i + 1}</span>
              </Button>
              <Button
                size="small"
                variant="ghost"
                disabled={i === rows.length - 1}
                onClick={() => move(i, 1)}
              >
                Move down<span className="visually-hidden"> question {i + 1}</span>
              </Button>
              <Button
                size="small"
                variant="secondary"
                onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
              >
                Remove<span className="visually-hidden"> question {i + 1}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {errors[''] && <p role="alert">{errors['']}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => add('rating')}>
          Add a rating question
        </Button>
        <Button variant="secondary" onClick={() => add('text')}>
          Add a free-text question
        </Button>
        <ScriptSubmit disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Apply feedback form'}
        </ScriptSubmit>
      </div>
    </form>
  )
}

function Results({ summary }: { summary: FeedbackSummary }) {
  if (!summary.questions.length) return <p>No questions yet.</p>
  return (
    <div data-testid="feedback-summary">
      <p>
        {summary.responses} delegates answered; {summary.skipped} skipped.
      </p>
      {summary.questions.map((q) => (
        <section key={q.id} aria-label={q.prompt} className={styles.preview}>
          <h3>{q.prompt}</h3>
          {q.kind === 'rating' ? (
            <p>
              {ratingLine(q)} · {q.distribution.map((n, i) => `${i + 1}: ${n}`).join(', ')}
            </p>
          ) : (
            <>
              <p>{q.count} answers</p>
              <ul>
                {q.texts.map((t, i) => (
                  <li key={i}>{t}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
    </div>
  )
}
