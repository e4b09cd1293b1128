import { EventsAdmin } from '@/components/admin/events-admin'

export const metadata = { title: 'Events · Admin' }

// /admin/admin-events — the event list (guarded by the layout)
export default function AdminEventsPage() {
  return <EventsAdmin />
}
