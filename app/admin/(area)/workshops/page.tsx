import { Hero } from '@/components/admin/blocks'
import { WorkshopRoster } from '@/components/admin/console/workshop-roster'
import { requireAdminPage } from '@/lib/auth/guard'
import { workshopRoster } from '@/lib/workshops/roster'

export const metadata = { title: 'Workshops · Admin' }

// /admin/workshops — every workshop's seats (paid, held, left) and attendees, each exportable as CSV
export default async function WorkshopsPage() {
  await requireAdminPage()
  const workshops = await workshopRoster()
  return (
    <>
      <Hero
        title="Workshops"
        subtitle="Each workshop's seats: paid, held by unpaid registrations until their hold ends, offered to its waiting list, and left, with who holds them, then its waiting list in order. A workshop's fee, seats and last day to register are set on the Events screen; how long unpaid seats are held and how long an offered seat waits for its delegate, on the Editions screen."
      />
      <div className="container">
        <WorkshopRoster workshops={workshops} />
      </div>
    </>
  )
}
