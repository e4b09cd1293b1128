import { notFound } from 'next/navigation'
import { GroupDetail } from '@/components/admin/groups/group-detail'
import { requireAdminPage } from '@/lib/auth/guard'
import { groupDetail } from '@/lib/groups/console'
import { registrationIdOf } from '@/lib/registrations/review'

export const metadata = { title: 'Group · Admin' }

// /admin/groups/<id> — a group's details, its delegates (each opening their registration), its
// link to copy and "Send the link again"
export default async function GroupPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage()
  const id = registrationIdOf((await params).id)
  const group = id ? await groupDetail(id) : null
  if (!group) notFound()
  return <GroupDetail group={group} />
}
