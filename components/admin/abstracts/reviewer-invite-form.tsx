'use client'

// Inviting a reviewer: name, e-mail, institution (never assigned an abstract of it) and the topics
// of the call they review best; the site mails them a one-time link (72 h) to set a password.
// Posts to its server action with or without the page's script.
import { useActionState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CheckboxField, FieldError, TextField } from '@/components/ui/field'
import { inviteReviewerForm } from '@/lib/api/actions/committee'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import styles from './committee.module.css'

export function ReviewerInviteForm({ topics, reply: initial }: { topics: string[]; reply?: FormReply }) {
  const [reply, action, pending] = useActionState(inviteReviewerForm, initial ?? NO_REPLY)
  const v = reply.values
  // A success empties the form (the key changes with each reply).
  return (
    <form action={action} className={styles.form} key={JSON.stringify(reply)}>
      {reply.message && <Alert tone={reply.message.tone}>{reply.message.text}</Alert>}
      <TextField label="Name" name="name" defaultValue={v.name} error={reply.errors.name} required />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        defaultValue={v.email}
        error={reply.errors.email}
        autoComplete="off"
        required
      />
      <TextField
        label="Institution"
        name="institution"
        defaultValue={v.institution}
        error={reply.errors.institution}
        hint="They are never given an abstract by an author of this institution."
        required
      />
      <fieldset className={styles.topics} aria-describedby={reply.errors.topics ? 'topics-error' : undefined}>
        <legend>Topics they review best</legend>
        {topics.map((t) => (
          <CheckboxField
            key={t}
            label={t}
            name="topics"
            value={t}
            defaultChecked={(v.topics ?? '').split(',').includes(t)}
          />
        ))}
        <FieldError id="topics-error" error={reply.errors.topics} />
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>
          Send invitation
        </Button>
      </div>
    </form>
  )
}
