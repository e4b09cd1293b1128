// A certificate mailing's progress, announced as it changes (the attendance and the role panels).
import type { CertificateProgress } from '@/lib/certificates/schema'
import styles from './certificates.module.css'

export function MailingProgress({ label, progress }: { label: string; progress: CertificateProgress }) {
  return (
    <div className={styles.progress} role="status" aria-live="polite" aria-label={label}>
      <span>Issued: {progress.total}</span>
      <span>Sent: {progress.sent}</span>
      <span>Failed: {progress.failed}</span>
      <span>Remaining: {progress.remaining}</span>
    </div>
  )
}
