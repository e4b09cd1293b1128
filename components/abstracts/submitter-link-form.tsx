'use client'

// "Your e-mail" → "Send me a link" (/abstracts, and the submitter's pages without a valid link):
// the same neutral answer whether or not the address has abstracts; the link goes by mail only.
// A React form action (lib/api/actions/abstracts.ts), with or without the page's script.
import { useActionState } from 'react'
import styles from '@/components/registration/registration.module.css'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { requestAbstractsLink } from '@/lib/api/actions/abstracts'
import { NO_REPLY } from '@/lib/api/actions/reply'

export function SubmitterLinkForm({ heading }: { heading: string }) {
  const [reply, action, pending] = useActionState(requestAbstractsLink, NO_REPLY)
  return (
    <form action={action} noValidate className={styles.card} aria-labelledby="submitter-link-heading">
      <h2 id="submitter-link-heading" className={styles.lead}>
        {heading}
      </h2>
      <p className={styles.muted}>
        No password: we mail you a link that opens your abstracts on this site. Use the same address each
        time.
      </p>
      <TextField
        label="Your e-mail"
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={reply.values.email ?? ''}
        error={reply.errors.email}
      />
      {reply.message && <SummaryAlert tone={reply.message.tone}>{reply.message.text}</SummaryAlert>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
          {pending ? 'Sending…' : 'Send me a link'}
        </Button>
      </div>
    </form>
  )
}
