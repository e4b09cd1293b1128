import Link from 'next/link'
import styles from '@/components/admin/console/registration.module.css'

// An unknown or malformed registration id inside the admin area.
export default function RegistrationNotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/admin/registrations">← All registrations</Link>
      </p>
      <h1>Registration not found</h1>
      <p>No registration has this number. It may have been mistyped; find it in the list of registrations.</p>
    </div>
  )
}
