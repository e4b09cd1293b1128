'use client'

// The call's review settings: the criteria reviewers score (one per line, each 1 to 5; fixed once
// a review is saved) and how many reviewers each abstract gets. Posts to its server action with or
// without the page's script, and says what was done or refused.
import { useActionState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { MAX_CRITERIA, MAX_REVIEWERS_PER_ABSTRACT } from '@/lib/abstracts/review-words'
import { reviewSettingsForm } from '@/lib/api/actions/committee'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import styles from './committee.module.css'

export function ReviewSettingsForm({
  criteria,
  perAbstract,
  scored,
  reply: initial,
}: {
  criteria: string[]
  perAbstract: number
  scored: boolean
  reply?: FormReply
}) {
  const [reply, action, pending] = useActionState(reviewSettingsForm, initial ?? NO_REPLY)
  const sent = reply.message ? reply.values : null
  return (
    <form action={action} className={styles.form}>
      {reply.message && <Alert tone={reply.message.tone}>{reply.message.text}</Alert>}
      <TextAreaField
        label="Criteria, one per line"
        name="criteria"
        rows={4}
        defaultValue={sent?.criteria ?? criteria.join('\n')}
        error={reply.errors.criteria}
        readOnly={scored}
        hint={
          scored ? 'Fixed: reviews have scored them.' : `Each scored from 1 to 5; at most ${MAX_CRITERIA}.`
        }
        required
      />
      <TextField
        label="Reviewers per abstract"
        name="reviewers_per_abstract"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_REVIEWERS_PER_ABSTRACT}
        defaultValue={sent?.reviewers_per_abstract ?? String(perAbstract)}
        error={reply.errors.reviewers_per_abstract}
        hint="A larger number takes effect at the next Assign reviewers; a smaller one removes nobody."
        required
      />
      <div>
        <Button type="submit" disabled={pending}>
          Save review settings
        </Button>
      </div>
    </form>
  )
}
