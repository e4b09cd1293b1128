import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { AcceptInvite } from '@/components/checkin/accept-invite'
import styles from '@/components/checkin/desk.module.css'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'
import { INVITE_COOKIE } from '@/lib/net/private-requests'

export const metadata: Metadata = { title: 'Check-in desk account', robots: { index: false, follow: false } }

// Rendered per request as a whole, without a static shell: the form is in the HTML the server
// sends (a Suspense boundary streamed after a shell needs JavaScript to be revealed), so the
// password can be set before the page's script has run, or without it.
export const instant = false

// /admin-invite — a desk volunteer's one-time link (mailed as /admin-invite?token=…, whose token
// the proxy exchanges for a cookie): set the password of the invited account
export default async function AdminInvitePage() {
  const token = (await cookies()).get(INVITE_COOKIE)?.value ?? ''
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>Your check-in desk account</h1>
      <p>Choose the password you will sign in with at the check-in desk.</p>
      <AcceptInvite token={token} reply={await replyOf(REPLY_OF.invite)} />
    </main>
  )
}
