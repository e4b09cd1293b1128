import type { Metadata } from 'next'
import { Suspense } from 'react'
import { AcceptInvite } from '@/components/checkin/accept-invite'
import styles from '@/components/checkin/desk.module.css'

export const metadata: Metadata = { title: 'Check-in desk account', robots: { index: false, follow: false } }

async function Form({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const token = (await searchParams).token
  return <AcceptInvite token={typeof token === 'string' ? token : ''} />
}

// /admin-invite?token= — a desk volunteer's one-time link: set the password of the invited account
export default function AdminInvitePage(props: { searchParams: Promise<{ token?: string | string[] }> }) {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>Your check-in desk account</h1>
      <p>Choose the password you will sign in with at the check-in desk.</p>
      <Suspense fallback={null}>
        <Form searchParams={props.searchParams} />
      </Suspense>
    </main>
  )
}
