// A registration's state as a readable badge: its label in words, tinted by kind (settled,
// waiting, failed, closed), so colour is never the only signal.
import { STATUS_LABELS, type RegistrationStatus } from '@/lib/registrations/lifecycle'
import styles from './registrations.module.css'

const TONE: Record<RegistrationStatus, 'good' | 'waiting' | 'bad' | 'closed'> = {
  paid: 'good',
  proof_verified: 'good',
  free: 'good',
  pending_payment: 'waiting',
  proof_submitted: 'waiting',
  payment_failed: 'bad',
  proof_rejected: 'bad',
  refunded: 'closed',
  cancelled: 'closed',
}

export function StatusBadge({ status }: { status: RegistrationStatus }) {
  return <span className={`${styles.badge} ${styles[TONE[status]]}`}>{STATUS_LABELS[status]}</span>
}
