'use client'

// The workshops' waiting lists on the delegate's page (lib/workshops/waitlist.ts): each full
// workshop of the edition with where the registration stands: join the list, its place in line
// and leave, or the seat offered until a time, to accept or decline. Each button posts its form to
// the server action (lib/api/actions/waitlist.ts), with or without the page's script; the page then
// says what happened, or the form why it was refused.
import { useActionState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { submitWaitlist } from '@/lib/api/actions/waitlist'
import { formatIndianDateTime } from '@/lib/dates'
import { formatRupees } from '@/lib/money'
import type { WaitlistDone } from '@/lib/registrations/flow'
import type { DelegateWaitlistItem } from '@/lib/workshops/offers'
import styles from './registration.module.css'

export const WAITLIST_DONE_TEXT: Record<WaitlistDone, string> = {
  joined: 'You are on the waiting list. We will e-mail you as soon as a seat is free for you.',
  offered: 'A seat was free: it is held for you now. Accept it below before the time runs out.',
  left: 'You have left the waiting list.',
  accepted: 'The seat is yours: the workshop is now part of your registration.',
}

interface Owner {
  id: number
  token: string
}

export function WaitingList({
  owner,
  items,
  done,
  reply: initial,
}: {
  owner: Owner
  items: DelegateWaitlistItem[]
  /** What the last action did (the page's `?waitlist=`). */
  done: WaitlistDone | null
  /** The action's answer when a form was just sent without the script. */
  reply?: FormReply
}) {
  const [reply, action, pending] = useActionState(submitWaitlist, initial ?? NO_REPLY)
  if (!items.length && !reply.message) return null
  return (
    <section className={styles.card} aria-labelledby="waitlist-heading" data-testid="waitlist">
      <h2 id="waitlist-heading" className={styles.lead}>
        Full workshops: waiting lists
      </h2>
      {done && !reply.message && (
        <div role="status" data-testid="waitlist-done">
          <Alert tone="success">{WAITLIST_DONE_TEXT[done]}</Alert>
        </div>
      )}
      {reply.message && (
        <div role="alert" data-testid="waitlist-refused">
          <Alert tone="error">{reply.message.text}</Alert>
        </div>
      )}
      <ul className={styles.waitlist}>
        {items.map((item) => (
          <li key={item.id} data-testid={`waitlist-${item.id}`} data-state={item.state ?? 'none'}>
            <strong>{item.title}</strong> ({item.fee === 0 ? 'free' : formatRupees(item.fee)})
            <p className={styles.muted}>{standing(item)}</p>
            {(item.state === 'waiting' || item.state === 'offered' || item.joinable) && (
              <form action={action} method="post" className={styles.actions} aria-label={item.title}>
                <input type="hidden" name="participant_id" value={owner.id} />
                <input type="hidden" name="participant_token" value={owner.token} />
                <input type="hidden" name="workshop" value={item.id} />
                <Choices item={item} pending={pending} />
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Where the registration stands on the workshop's list, in words. */
function standing(item: DelegateWaitlistItem) {
  if (item.state === 'offered')
    return `A seat is held for you until ${formatIndianDateTime(item.offerExpiresAt!)} (India time). Accept it by then, or it goes to the next in line.`
  if (item.state === 'waiting')
    return `Full. You are number ${item.place} in line: we will e-mail you when a seat is free for you.`
  const before = item.state === 'expired' ? 'Your last offer ran out. ' : ''
  return `${before}Full.${item.refusal ? ` ${item.refusal}` : ' Join the waiting list to be offered the next free seat.'}`
}

function Choices({ item, pending }: { item: DelegateWaitlistItem; pending: boolean }) {
  const button = (intent: string, label: string, variant: 'cta' | 'secondary') => (
    <Button type="submit" name="intent" value={intent} variant={variant} disabled={pending}>
      {label}
    </Button>
  )
  if (item.state === 'offered')
    return (
      <>
        {button('accept', 'Accept the seat', 'cta')}
        {button('leave', 'Decline', 'secondary')}
      </>
    )
  if (item.state === 'waiting') return button('leave', 'Leave the waiting list', 'secondary')
  return button('join', 'Join the waiting list', 'cta')
}
