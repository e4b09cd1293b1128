// An inline status message: success and info are announced politely, errors assertively.
import type { ReactNode } from 'react'
import styles from './alert.module.css'

export function Alert({
  tone = 'info',
  children,
}: {
  tone?: 'success' | 'error' | 'info'
  children: ReactNode
}) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
