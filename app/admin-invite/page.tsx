import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { Suspense } from 'react'
import { AcceptInvite } from '@/components/checkin/accept-invite'
import styles from '@/components/checkin/desk.module.css'
import { INVITE_COOKIE } from '@/lib/net/private-requests'

export const metadata: Metadata = { title: 'Check-in desk account', robots: { index: false, follow: false } }

/** The invitation, from its cookie (the mailed link, /admin-invite?token=…, set it through the proxy). */
async function Form() {
  return <AcceptInvite token={(await cookies()).get(INVITE_COOKIE)?.value ?? ''} />
}

// /admin-invite — a desk volunteer's one-time link: set the password of the invited account
export default function AdminInvitePage() {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>Your check-in desk account</h1>
      <p>Choose the password you will sign in with at the check-in desk.</p>
      <Suspense fallback={null}>
        <Form />
      </Suspense>
    </main>
  )
}
