import Link from 'next/link'
import styles from '@/components/admin/console/registration.module.css'

// An unknown or malformed group id inside the admin area.
export default function GroupNotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/admin/groups">← All groups</Link>
      </p>
      <h1>Group not found</h1>
      <p>No group has this number. It may have been mistyped; find it in the list of groups.</p>
    </div>
  )
}
