import { Hero, Section } from '@/components/admin/blocks'
import styles from '@/components/admin/console/registrations.module.css'
import { GroupsTable } from '@/components/admin/groups/groups-table'
import { requireAdminPage } from '@/lib/auth/guard'
import { listGroups } from '@/lib/groups/console'

export const metadata = { title: 'Groups · Admin' }

// /admin/groups — the current edition's groups (an institution's delegates registered at once):
// each with its contact, its delegates, how many are paid for and what is still due; each opens
// the group's page
export default async function GroupsPage() {
  await requireAdminPage()
  const { edition, groups } = await listGroups()
  return (
    <>
      <Hero
        title="Groups"
        subtitle={`Institutions that registered their delegates for ${edition} together: their contacts, delegates and what is still due.`}
        container={styles.wide}
      />
      <div className={`container ${styles.wide}`}>
        <Section title="List" id="list">
          {groups.length ? (
            <GroupsTable
              groups={groups}
              caption={`${groups.length} ${groups.length === 1 ? 'group' : 'groups'}, newest first`}
            />
          ) : (
            <div className={styles.empty} role="status">
              <p>No group has registered for {edition} yet.</p>
            </div>
          )}
        </Section>
      </div>
    </>
  )
}
