import { notFound } from 'next/navigation'
import { RegistrationDetail } from '@/components/admin/console/registration-detail'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'
import { requireAdminPage } from '@/lib/auth/guard'
import { registrationDetail } from '@/lib/console/detail'
import { todayInIndia } from '@/lib/dates'
import { groupOfRegistration } from '@/lib/groups/console'
import { registrationIdOf } from '@/lib/registrations/review'

export const metadata = { title: 'Registration · Admin' }

// /admin/registrations/<id> — a registration's whole record and the organisers' actions on it
export default async function RegistrationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage()
  const id = registrationIdOf((await params).id)
  const [detail, group, transferReply] = id
    ? await Promise.all([registrationDetail(id), groupOfRegistration(id), replyOf(REPLY_OF.refundTransfer)])
    : [null, null, undefined]
  if (!detail) notFound()
  return (
    <RegistrationDetail detail={detail} group={group} today={todayInIndia()} transferReply={transferReply} />
  )
}
