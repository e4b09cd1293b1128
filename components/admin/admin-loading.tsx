import styles from './admin.module.css'

// The loading state of the console's pages (their loading.tsx), which read per request: a
// navigation shows the admin chrome at once with this placeholder while the data comes.
export default function AdminLoading() {
  return (
    <p className={styles.state} role="status">
      Loading...
    </p>
  )
}
