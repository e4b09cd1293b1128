import { Suspense } from 'react'
import { DashboardTiles, DashboardTilesFallback } from '@/components/admin/console/tiles-dashboard'
import { Dashboard } from '@/components/admin/dashboard'
import { getBannerSlides } from '@/lib/banners/service'

export const metadata = { title: 'Dashboard · Admin' }

// /admin/dashboard — the console's figures, then the home page with admin controls (guarded by the layout)
export default async function DashboardPage() {
  return (
    <>
      <Suspense fallback={<DashboardTilesFallback />}>
        <DashboardTiles />
      </Suspense>
      <Dashboard slides={await getBannerSlides()} />
    </>
  )
}
