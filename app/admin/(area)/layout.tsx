// Layout of the guarded administrator pages. The proxy already turned away requests without a
// genuine session cookie; here the session is checked in full against the database (it exists
// and was not ended by a logout or a password reset) before any admin content renders.
import { Suspense, type ReactNode } from 'react'
import { AdminNav } from '@/components/admin/admin-nav'
import styles from '@/components/admin/admin.module.css'
import { ContactStrip } from '@/components/admin/contact-strip'
import { AdminProviders } from '@/components/admin/providers'
import { requireAdminPage } from '@/lib/auth/guard'

export const metadata = { title: 'Administration', robots: { index: false, follow: false } }

async function SessionGate({ children }: { children: ReactNode }) {
  await requireAdminPage()
  return <>{children}</>
}

export default function AdminAreaLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p className={styles.state}>Loading...</p>}>
      <SessionGate>
        <ContactStrip />
        <AdminNav />
        <AdminProviders>
          <main id="main" className={styles.main}>
            {children}
          </main>
        </AdminProviders>
      </SessionGate>
    </Suspense>
  )
}
