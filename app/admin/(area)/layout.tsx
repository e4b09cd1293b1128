// Layout of the guarded administrator pages. The proxy already turned away requests without a
// genuine session cookie; here the session is checked in full against the database (it exists
// and was not ended by a logout or a password reset) before any admin content renders.
import { Suspense, type ReactNode } from 'react'
import { AdminNav } from '@/components/admin/admin-nav'
import styles from '@/components/admin/admin.module.css'
import { ContactStrip } from '@/components/admin/contact-strip'
import { AdminProviders } from '@/components/admin/providers'
import { requireAdminPage } from '@/lib/auth/guard'
import { getSiteEdition } from '@/lib/editions/site'

export const metadata = { title: 'Administration', robots: { index: false, follow: false } }

async function SessionGate({ children }: { children: ({ edition }: { edition: string }) => ReactNode }) {
  await requireAdminPage()
  return <>{children({ edition: (await getSiteEdition()).edition.name })}</>
}

export default function AdminAreaLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p className={styles.state}>Loading...</p>}>
      <SessionGate>
        {({ edition }) => (
          <>
            {/* The contact strip and the navigation form the page's banner landmark. */}
            <header>
              <ContactStrip />
              <AdminNav edition={edition} />
            </header>
            <AdminProviders>
              <main id="main" className={styles.main}>
                {children}
              </main>
            </AdminProviders>
          </>
        )}
      </SessionGate>
    </Suspense>
  )
}
