import Link from 'next/link'
import { Suspense } from 'react'
import { CheckinDesk } from '@/components/checkin/checkin-desk'
import styles from '@/components/checkin/desk.module.css'
import { DeskSignOut } from '@/components/checkin/sign-out'
import { requireAdminPage } from '@/lib/auth/guard'

export const metadata = { title: 'Check-in desk', robots: { index: false, follow: false } }

async function Desk() {
  const admin = await requireAdminPage()
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>Check-in desk</h1>
        {admin.role === 'admin' ? <Link href="/admin/dashboard">Console</Link> : <DeskSignOut />}
      </header>
      <CheckinDesk />
    </>
  )
}

// /admin/checkin — the registration desk on a phone: scan a ticket or search, check in (administrators and desk volunteers)
export default function CheckinPage() {
  return (
    <main id="main" className={styles.page}>
      <Suspense fallback={<p>Loading...</p>}>
        <Desk />
      </Suspense>
    </main>
  )
}
