import Link from 'next/link'
import { Suspense } from 'react'
import { CheckinDesk } from '@/components/checkin/checkin-desk'
import { DeskBanner } from '@/components/checkin/desk-banner'
import { DeskControls } from '@/components/checkin/desk-controls'
import styles from '@/components/checkin/desk.module.css'
import { DeskSignOut } from '@/components/checkin/sign-out'
import { todaysSessions } from '@/lib/attendance/sessions'
import { requireAdminPage } from '@/lib/auth/guard'
import { currentDesk } from '@/lib/tickets/desk-window'

// An installable app of its own (public/desk.webmanifest), scoped to the desk.
export const metadata = {
  title: 'Check-in desk',
  robots: { index: false, follow: false },
  manifest: '/desk.webmanifest',
}

async function Desk() {
  const admin = await requireAdminPage()
  const { edition, desk, state } = await currentDesk()
  const sessions = await todaysSessions(edition.id, edition.timeZone)
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>Check-in desk</h1>
        {admin.role === 'admin' ? <Link href="/admin/dashboard">Console</Link> : <DeskSignOut />}
      </header>
      <DeskBanner state={state} startsOn={desk.starts_on} />
      {admin.role === 'admin' && <DeskControls state={state} />}
      <CheckinDesk sessions={sessions} />
    </>
  )
}

// /admin/checkin — the registration desk on a phone: scan a ticket or search, check in, while the
// desk is open (a banner says when it opens, or that it is open early for a rehearsal), at the
// conference's entrance or at a hall's door (scanning into one of today's sessions); the
// organisers' settings of the desk (administrators and desk volunteers). The only page whose
// Permissions-Policy lets the site use the camera (next.config.ts).
export default function CheckinPage() {
  return (
    <main id="main" className={styles.page}>
      <Suspense fallback={<p>Loading...</p>}>
        <Desk />
      </Suspense>
    </main>
  )
}
