// An e-mail address that wraps on a narrow screen instead of widening the page or being cut off
// (a long address has no spaces to break at). Screen readers read it unchanged.
import styles from './email.module.css'

export function Email({ address }: { address: string }) {
  return <span className={styles.email}>{address}</span>
}
