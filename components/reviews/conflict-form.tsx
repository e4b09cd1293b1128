'use client'

// Declaring a conflict of interest with an abstract (with the reason, for the committee): the
// assignment closes and another reviewer gets the abstract. Behind a disclosure, so it is chosen
// on purpose; it posts to its server action with or without the page's script.
import { useActionState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/field'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { declareConflictForm } from '@/lib/api/actions/review'
import styles from './reviews.module.css'

export function ConflictForm({ id, reply: initial }: { id: number; reply?: FormReply }) {
  const [reply, action, pending] = useActionState(declareConflictForm, initial ?? NO_REPLY)
  return (
    <details className={styles.conflict} open={!!reply.message}>
      <summary>Declare a conflict of interest</summary>
      <form action={action} className={styles.form}>
        <p>
          If you know who wrote this abstract, or have any other interest in it, say so: the abstract goes to
          another reviewer and you cannot review it any more.
        </p>
        {reply.message?.tone === 'error' && <Alert tone="error">{reply.message.text}</Alert>}
        <input type="hidden" name="id" value={id} />
        <TextAreaField
          label="Why (the committee reads it)"
          name="reason"
          rows={3}
          maxLength={500}
          defaultValue={reply.values.reason ?? ''}
          error={reply.errors.reason}
          required
        />
        <div>
          <Button type="submit" variant="secondary" disabled={pending}>
            Declare the conflict
          </Button>
        </div>
      </form>
    </details>
  )
}
