import Link from 'next/link'
import admin from '@/components/admin/admin.module.css'
import { Hero } from '@/components/admin/blocks'
import { DataTable } from '@/components/admin/console/data-table'
import { requireAdminPage } from '@/lib/auth/guard'
import { formatIndianDateTime } from '@/lib/dates'
import { failedMails } from '@/lib/jobs/queue'

export const metadata = { title: 'Failed e-mails · Admin' }

// /admin/mails — the e-mails that failed for good (the mail server refused them at every attempt), newest first (admin only)
export default async function FailedMailsPage() {
  await requireAdminPage()
  const mails = await failedMails()
  return (
    <>
      <Hero
        title="Failed e-mails"
        subtitle="E-mails to delegates that could not be delivered after every attempt (a mail interrupted by a server stopping is sent again by itself). Open the registration to check the address, or to resend its confirmation."
      />
      <div className="container">
        {mails.length ? (
          <DataTable label="Failed e-mails" caption={`${mails.length} failed e-mails, newest first`}>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">To</th>
                <th scope="col">Registration</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col">Failed at (India time)</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((m) => (
                <tr key={m.id}>
                  <td>{m.label}</td>
                  <td>{m.to ?? '—'}</td>
                  <td>
                    {m.entity === 'registration' && /^\d+$/.test(m.entityId) ? (
                      <Link href={`/admin/registrations/${m.entityId}`}>Registration #{m.entityId}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{m.attempts}</td>
                  <td>{m.lastError ?? '—'}</td>
                  <td>{m.finishedAt ? formatIndianDateTime(m.finishedAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ) : (
          <p className={admin.state}>No e-mail has failed: every one was delivered or is still being sent.</p>
        )}
      </div>
    </>
  )
}
