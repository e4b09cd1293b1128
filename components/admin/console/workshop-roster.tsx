// /admin/workshops: per workshop, its terms, the CSV export and the table of its attendees.
import Link from 'next/link'
import { formatPaise } from '@/lib/money'
import type { WorkshopRosterDto } from '@/lib/workshops/roster'
import admin from '../admin.module.css'
import { DataTable } from './data-table'
import styles from './registration.module.css'
import { StatusBadge } from './registrations-status'

function Attendees({ w }: { w: WorkshopRosterDto }) {
  if (!w.attendees.length) return <p className={admin.muted}>No attendees yet.</p>
  return (
    <DataTable label={`Attendees of ${w.title}`} caption={`${w.attendees.length} attendees of ${w.title}`}>
      <thead>
        <tr>
          <th scope="col">Registration</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Mobile</th>
          <th scope="col">State</th>
          <th scope="col">Fee</th>
        </tr>
      </thead>
      <tbody>
        {w.attendees.map((a) => (
          <tr key={a.participant_id}>
            <td>
              <Link href={`/admin/registrations/${a.participant_id}`} className={styles.inlineLink}>
                {a.registration_number}
              </Link>
            </td>
            <td>{a.name}</td>
            <td>{a.email}</td>
            <td>{a.mobile_number}</td>
            <td>
              <StatusBadge status={a.status} />
            </td>
            <td>{formatPaise(Math.round(a.fee * 100))}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}

export function WorkshopRoster({ workshops }: { workshops: WorkshopRosterDto[] }) {
  if (!workshops.length)
    return <p className={admin.state}>No workshops yet: make an event registrable on the Events screen.</p>
  return workshops.map((w) => (
    <section key={w.id} aria-labelledby={`workshop-${w.id}`} className={admin.section}>
      <h2 id={`workshop-${w.id}`}>{w.title}</h2>
      <p className={admin.muted}>
        {w.edition ?? 'No edition'} · {w.date} · {formatPaise(Math.round(w.fee * 100))} · {w.attendees.length}{' '}
        of {w.capacity ?? '—'} seats taken · last day to register {w.registration_deadline ?? '—'} ·{' '}
        <a href={`/adminpanel/workshops/export/?id=${w.id}`} download className={styles.inlineLink}>
          Export attendees (CSV)
        </a>
      </p>
      <Attendees w={w} />
    </section>
  ))
}
