import type { Metadata } from 'next'
import { AcceptInvite } from '@/components/checkin/accept-invite'
import styles from '@/components/checkin/desk.module.css'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'

export const metadata: Metadata = { title: 'Check-in desk account', robots: { index: false, follow: false } }

// Rendered per request as a whole, without a static shell: the form is in the HTML the server
// sends (a Suspense boundary streamed after a shell needs JavaScript to be revealed), so the
// password can be set before the page's script has run, or without it.
export const instant = false

type Query = Promise<{ token?: string | string[] }>

// /admin-invite?token= — a desk volunteer's one-time link: set the password of the invited account
export default async function AdminInvitePage({ searchParams }: { searchParams: Query }) {
  const token = (await searchParams).token
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>Your check-in desk account</h1>
      <p>Choose the password you will sign in with at the check-in desk.</p>
      <AcceptInvite token={typeof token === 'string' ? token : ''} reply={await replyOf(REPLY_OF.invite)} />
    </main>
  )
}
