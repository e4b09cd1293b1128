// The frame of the registration and payment pages: a heading block and a card-width column.
import type { ReactNode } from 'react'
import styles from './registration.module.css'
import { SandboxNotice } from './sandbox-notice'

export function FlowPage({
  step,
  title,
  lead,
  narrow,
  children,
}: {
  step: string
  title: string
  lead?: ReactNode
  narrow?: boolean
  children: ReactNode
}) {
  return (
    // The site chrome provides <main>; this is the page's column inside it.
    <div className={[styles.page, narrow && styles.narrow].filter(Boolean).join(' ')}>
      <p className={styles.eyebrow}>{step}</p>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <SandboxNotice />
      {children}
    </div>
  )
}
