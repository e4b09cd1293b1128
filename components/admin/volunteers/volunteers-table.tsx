// The desk volunteers: name, e-mail, whether the invitation is pending, expired or used, their
// last sign-in and how many delegates they checked in; each can be revoked.
import type { VolunteerDto } from '@/lib/auth/volunteer-schema'
import { formatIndianDateTime } from '@/lib/dates'
import { RevokeButton } from './revoke-button'
import styles from './volunteers.module.css'

const STATES: Record<VolunteerDto['state'], string> = {
  invited: 'Invited (link not used yet)',
  expired: 'Invitation expired: invite again',
  active: 'Active',
}

export function VolunteersTable({ volunteers }: { volunteers: VolunteerDto[] }) {
  if (!volunteers.length) return <p>No desk volunteers yet.</p>
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Desk volunteers</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">State</th>
          <th scope="col">Last sign-in</th>
          <th scope="col">Check-ins</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {volunteers.map((v) => (
          <tr key={v.id}>
            <td>{v.name}</td>
            <td>{v.email}</td>
            <td>{STATES[v.state]}</td>
            <td>{v.last_login_at ? formatIndianDateTime(v.last_login_at) : 'Never'}</td>
            <td>{v.check_ins}</td>
            <td>
              <RevokeButton id={v.id} email={v.email} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
