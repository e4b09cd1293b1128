import { notFound } from 'next/navigation'
import { RegistrationDetail } from '@/components/admin/console/registration-detail'
import { requireAdminPage } from '@/lib/auth/guard'
import { registrationDetail } from '@/lib/console/detail'
import { groupOfRegistration } from '@/lib/groups/console'
import { registrationIdOf } from '@/lib/registrations/review'

export const metadata = { title: 'Registration · Admin' }

// /admin/registrations/<id> — a registration's whole record and the organisers' actions on it
export default async function RegistrationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage()
  const id = registrationIdOf((await params).id)
  const [detail, group] = id
    ? await Promise.all([registrationDetail(id), groupOfRegistration(id)])
    : [null, null]
  if (!detail) notFound()
  return <RegistrationDetail detail={detail} group={group} />
}
