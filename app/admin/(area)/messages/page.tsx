import { Hero } from '@/components/admin/blocks'
import { MessagesList } from '@/components/admin/console/messages-list'
import { searchParamsOf } from '@/lib/api/input'
import { requireAdminPage } from '@/lib/auth/guard'
import { getSiteEdition } from '@/lib/editions/site'
import { inboxQuerySchema } from '@/lib/messages/schema'
import { listInbox } from '@/lib/messages/service'

export const metadata = { title: 'Messages · Admin' }

type Search = Promise<Record<string, string | string[] | undefined>>

// /admin/messages?page= — the contact messages, newest first, 50 a page (server-rendered, admin only)
export default async function MessagesPage({ searchParams }: { searchParams: Search }) {
  await requireAdminPage()
  // A malformed page number in a hand-edited address shows the first page rather than an error.
  const query = inboxQuerySchema.safeParse(searchParamsOf(await searchParams))
  const inbox = await listInbox(query.success ? query.data.page : 1)
  return (
    <>
      <Hero
        title={`Messages (${inbox.unread} unread)`}
        subtitle="What visitors wrote through the Contact Us form. Reply by e-mail or phone, then mark the message read."
      />
      <div className="container">
        <MessagesList inbox={inbox} conference={(await getSiteEdition()).edition.name} />
      </div>
    </>
  )
}
