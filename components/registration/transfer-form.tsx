'use client'

// Transferring the registration to a colleague, on the delegate's page (lib/registrations/
// transfer.ts): the colleague's name, e-mail and mobile, the category (kept: another is refused)
// and the delegate's word that the colleague is from the same organisation. Behind a disclosure
// that opens without the script; in the page's HTML the form posts to its server action
// (lib/api/actions/transfer.ts); with the script, the same schema checks it first.
import { useActionState, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { submitTransfer } from '@/lib/api/actions/transfer'
import { formatLongDate } from '@/lib/dates'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { TRANSFER_CHECK_MESSAGE, transferCategoryMessage, transferSchema } from '@/lib/registrations/schema'
import { ColleagueFields } from './colleague-fields'
import styles from './registration.module.css'

interface Props {
  owner: { id: number; token: string }
  offer: { lastDay: string; category: Category }
  /** The action's answer when the form was just sent without the script. */
  reply?: FormReply
}

export function TransferForm({ owner, offer, reply: initial }: Props) {
  const [reply, action, pending] = useActionState(submitTransfer, initial ?? NO_REPLY)
  const [values, setValues] = useState<Record<string, string>>({
    category: offer.category,
    ...reply.values,
  })
  const [checked, setChecked] = useState<Record<string, string> | null>(null)
  const errors = checked ?? reply.errors
  const message = checked ? TRANSFER_CHECK_MESSAGE : reply.message?.text
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }))
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    const parsed = transferSchema.safeParse(values)
    const found: Record<string, string> = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.reverse().map((i) => [String(i.path[0]), i.message]))
    if (!found.category && values.category !== offer.category)
      found.category = transferCategoryMessage(CATEGORY_LABELS[offer.category])
    if (Object.keys(found).length === 0) return setChecked(null)
    e.preventDefault()
    setChecked(found)
  }
  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, e.target.value),
    error: errors[name],
  })
  return (
    <details className={styles.card} open={Boolean(reply.message) || undefined} data-testid="transfer">
      <summary className={styles.lead}>Transfer this registration to a colleague</summary>
      <form
        method="post"
        action={action}
        onSubmit={submit}
        noValidate
        aria-label="Transfer to a colleague"
        data-testid="transfer-form"
      >
        <p className={styles.muted}>
          A colleague from your organisation can attend in your place, in the same category, until{' '}
          {formatLongDate(offer.lastDay)}. They receive the confirmation with their own link and e-ticket;
          your link and ticket stop working. The payment and the registration number stay the same.
        </p>
        {message && <SummaryAlert tone="error">{message}</SummaryAlert>}
        <input type="hidden" name="participant_id" value={owner.id} />
        <input type="hidden" name="participant_token" value={owner.token} />
        <ColleagueFields
          field={field}
          sameOrganisation={{
            label: 'My colleague is from the same organisation as me.',
            checked: values.same_organisation === 'on',
            onChange: (on) => set('same_organisation', on ? 'on' : ''),
            error: errors.same_organisation,
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Transferring…' : 'Transfer the registration'}
          </Button>
        </div>
      </form>
    </details>
  )
}

/** What the previous holder sees after the transfer: done, and where the registration went. */
export function TransferDone() {
  return (
    <div role="status" data-testid="transfer-done">
      <Alert tone="success">
        The registration is transferred. Your colleague receives the confirmation e-mail with their own link
        and e-ticket; this page and your ticket no longer open for you.
      </Alert>
    </div>
  )
}
