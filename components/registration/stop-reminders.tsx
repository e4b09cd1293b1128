// The page a reminder's stop link opens: one button, a plain form post that works without the
// page's script (lib/api/actions/stop-reminders.ts), or, once pressed, what stands.
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { stopRemindersAction } from '@/lib/api/actions/stop-reminders'
import { formatIndianDateTime } from '@/lib/dates'
import styles from './registration.module.css'

export function StopReminders({
  id,
  registrationNumber,
  stoppedAt,
}: {
  id: number
  registrationNumber: string
  stoppedAt: Date | null
}) {
  if (stoppedAt)
    return (
      <div className={styles.card}>
        <Alert tone="success">
          Reminders stopped on {formatIndianDateTime(stoppedAt)} (India time): you will receive no more
          reminders to pay registration {registrationNumber}.
        </Alert>
        <p className={styles.muted}>
          Your registration stays as it is: you can still pay, or send a proof of payment, from your
          registration page (the link in our e-mails).
        </p>
      </div>
    )
  return (
    <form action={stopRemindersAction} className={styles.card}>
      <p>
        While registration {registrationNumber} is unpaid, we e-mail you a reminder to pay: a day after
        registering, and before the fee rises.
      </p>
      <input type="hidden" name="registration" value={id} />
      <div className={styles.actions}>
        <Button type="submit">Stop these reminders</Button>
      </div>
      <p className={styles.muted}>Your registration stays as it is; only the reminders stop.</p>
    </form>
  )
}
