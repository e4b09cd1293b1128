'use client'

// A reviewer's review of one abstract: a score from 1 to 5 for each of the call's criteria, the
// comment to the authors (mailed to them with the decision, unnamed) and an optional note to the
// committee only. Sent before the page's script has run, or without it, the form posts to its
// server action (lib/api/actions/review.ts) and the page shows the answer; with the script, the
// same action runs without a reload.
import { useActionState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { RadioGroup, TextAreaField } from '@/components/ui/field'
import { MAX_COMMENT_CHARS, SCORE_MAX, SCORE_MIN } from '@/lib/abstracts/review-words'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { saveReviewForm } from '@/lib/api/actions/review'
import styles from './reviews.module.css'

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => {
  const value = String(SCORE_MIN + i)
  return { value, label: value }
})

export interface ReviewValues {
  scores: number[]
  comment: string
  note: string
}

export function ReviewForm({
  id,
  criteria,
  saved,
  reply: initial,
}: {
  id: number
  criteria: string[]
  /** The review saved so far (empty scores: none yet). */
  saved: ReviewValues
  reply?: FormReply
}) {
  const [reply, action, pending] = useActionState(saveReviewForm, initial ?? NO_REPLY)
  const sent = reply.message ? reply.values : null
  const value = (name: string, kept: string) => (sent ? (sent[name] ?? '') : kept)
  return (
    <form action={action} className={styles.form}>
      <h2>Your review</h2>
      <p className={styles.muted}>
        Score each criterion from {SCORE_MIN} (poor) to {SCORE_MAX} (excellent).
      </p>
      {reply.message?.tone === 'error' && <Alert tone="error">{reply.message.text}</Alert>}
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="criteria" value={criteria.length} />
      {criteria.map((criterion, i) => (
        <RadioGroup
          key={criterion}
          legend={criterion}
          name={`score.${i}`}
          options={SCORES}
          defaultValue={value(`score.${i}`, saved.scores[i] ? String(saved.scores[i]) : '')}
          error={reply.errors[`score.${i}`] ?? (i === 0 ? reply.errors.scores : undefined)}
          required
        />
      ))}
      <TextAreaField
        label="Comment to the authors"
        name="comment"
        rows={6}
        maxLength={MAX_COMMENT_CHARS}
        defaultValue={value('comment', saved.comment)}
        error={reply.errors.comment}
        hint="Mailed to the authors with the committee’s decision, without your name."
        required
      />
      <TextAreaField
        label="Note to the committee (optional)"
        name="note"
        rows={3}
        maxLength={MAX_COMMENT_CHARS}
        defaultValue={value('note', saved.note)}
        error={reply.errors.note}
        hint="Only the committee reads it."
      />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : saved.scores.length ? 'Save changes' : 'Save review'}
        </Button>
      </div>
    </form>
  )
}
