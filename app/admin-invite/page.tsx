import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { connection } from 'next/server'
import { AcceptInvite } from '@/components/checkin/accept-invite'
import styles from '@/components/checkin/desk.module.css'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'
import { accountWord, invitedRole } from '@/lib/auth/invitations'
import { INVITE_COOKIE } from '@/lib/net/private-requests'

export const metadata: Metadata = { title: 'Your account', robots: { index: false, follow: false } }

// Rendered per request as a whole, without a static shell: the form is in the HTML the server
// sends (a Suspense boundary streamed after a shell needs JavaScript to be revealed), so the
// password can be set before the page's script has run, or without it.
export const instant = false

const PURPOSE = {
  desk: 'at the check-in desk',
  reviewer: 'to review the abstracts assigned to you',
} as const

// /admin-invite — the one-time link of an invited account, a desk volunteer's or a reviewer's
// (mailed as /admin-invite?token=…, whose token the proxy exchanges for a cookie): set the
// password of the invited account
export default async function AdminInvitePage() {
  // Per request: the invitation's validity is checked against the time now.
  await connection()
  const token = (await cookies()).get(INVITE_COOKIE)?.value ?? ''
  // A link already used or expired is said so when the password is sent (the same answer as the API's).
  const role = (await invitedRole(token)) ?? 'desk'
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>Your {accountWord(role)}</h1>
      <p>Choose the password you will sign in with {PURPOSE[role]}.</p>
      <AcceptInvite token={token} reply={await replyOf(REPLY_OF.invite)} />
    </main>
  )
}
