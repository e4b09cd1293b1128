// Shown while a page's data loads (spec 9: the loading overlay's title is "Loading...").
import styles from '@/components/site/status-page.module.css'

export default function Loading() {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.title}>Loading...</p>
    </div>
  )
}
