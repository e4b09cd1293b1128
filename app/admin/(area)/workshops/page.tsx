import { Hero } from '@/components/admin/blocks'
import { WorkshopRoster } from '@/components/admin/console/workshop-roster'
import { requireAdminPage } from '@/lib/auth/guard'
import { workshopRoster } from '@/lib/workshops/roster'

export const metadata = { title: 'Workshops · Admin' }

// /admin/workshops — the attendees of every workshop, each exportable as CSV (issue 12 item 4)
export default async function WorkshopsPage() {
  await requireAdminPage()
  const workshops = await workshopRoster()
  return (
    <>
      <Hero
        title="Workshops"
        subtitle="Who holds a seat in each workshop. A workshop's fee, seats and last day to register are set on the Events screen."
      />
      <div className="container">
        <WorkshopRoster workshops={workshops} />
      </div>
    </>
  )
}
