'use client'

// Leadership cards (president, secretary, treasurer), each with Update (modal Update Leadership)
// and Delete. Creating leaders is not part of this screen (spec).
import { useConfirm } from '@/components/ui/confirm-dialog'
import type { MemberDto } from '@/lib/members/schema'
import styles from './admin.module.css'
import { apiSend } from './api'
import { EntityCard, recordMenu, Section } from './blocks'
import { LEADER_TEXTS, MEMBERS_PATH, useMemberForm } from './member-form'
import { useAdminMutation } from './use-admin-mutation'
import { useApi } from './use-api'

const LEADERS = [
  { designation: 'president', label: 'President' },
  { designation: 'secretary', label: 'Secretary' },
  { designation: 'treasurer', label: 'Treasurer' },
] as const

function LeaderCard({
  designation,
  label,
  onUpdate,
}: {
  designation: string
  label: string
  onUpdate: (m: MemberDto) => void
}) {
  const members = useApi<MemberDto[]>(MEMBERS_PATH, { designation })
  const confirm = useConfirm()
  const remove = useAdminMutation({
    run: (id: number) => apiSend('DELETE', `${MEMBERS_PATH}?id=${id}`),
    refresh: [MEMBERS_PATH],
    success: 'Leader deleted successfully!',
    failure: 'Failed to delete leader',
  })
  const leader = members.data?.[0]
  if (members.isPending) return <li className={styles.state}>Loading...</li>
  if (members.isError)
    return <li className={`${styles.state} ${styles.errorText}`}>Error: {members.error.message}</li>
  if (!leader) return <li className={styles.state}>No {label.toLowerCase()} data available.</li>
  return (
    <EntityCard
      picture={leader.picture}
      portrait
      title={leader.name}
      menu={recordMenu(
        confirm,
        { label: 'Update', onSelect: () => onUpdate(leader) },
        `Are you sure you want to delete ${leader.name}?`,
        () => remove.mutate(leader.id),
      )}
    >
      <p className={styles.muted}>{label}</p>
      <p>{leader.degree}</p>
    </EntityCard>
  )
}

export function LeadershipAdmin() {
  const editor = useMemberForm({ leadership: true, texts: LEADER_TEXTS })
  return (
    <Section id="leadership" title="Leadership">
      <ul className={styles.grid3}>
        {LEADERS.map((l) => (
          <LeaderCard key={l.designation} {...l} onUpdate={editor.open} />
        ))}
      </ul>
      {editor.modal}
    </Section>
  )
}
