import { InviteForm } from '@/components/admin/volunteers/invite-form'
import { VolunteersTable } from '@/components/admin/volunteers/volunteers-table'
import styles from '@/components/admin/volunteers/volunteers.module.css'
import { requireAdminPage } from '@/lib/auth/guard'
import { INVITE_HOURS } from '@/lib/auth/volunteer-schema'
import { listVolunteers } from '@/lib/auth/volunteers'

export const metadata = { title: 'Desk volunteers · Admin' }

// /admin/volunteers — invite desk volunteers by e-mail, see and revoke them (administrators)
export default async function VolunteersPage() {
  await requireAdminPage()
  const volunteers = await listVolunteers()
  return (
    <div className="container">
      <h1>Desk volunteers</h1>
      <p>
        Volunteers sign in at /admin on their phone and can use the check-in desk only. The invitation link
        works once, for {INVITE_HOURS} hours.
      </p>
      <h2>Invite a volunteer</h2>
      <InviteForm />
      <h2>Volunteers</h2>
      <div className={styles.wrap}>
        <VolunteersTable volunteers={volunteers} />
      </div>
    </div>
  )
}
