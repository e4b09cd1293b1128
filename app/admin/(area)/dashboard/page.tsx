import { Suspense } from 'react'
import { CheckinCounter } from '@/components/admin/console/checkin-counter'
import { DashboardTiles, DashboardTilesFallback } from '@/components/admin/console/tiles-dashboard'
import { Dashboard } from '@/components/admin/dashboard'
import styles from '@/components/admin/dashboard.module.css'
import { editionSlides } from '@/components/site/edition'
import { getBannerSlides } from '@/lib/banners/service'
import { getSiteEdition } from '@/lib/editions/site'
import { editionValues } from '@/lib/editions/texts'

export const metadata = { title: 'Dashboard · Admin' }

// /admin/dashboard — the console's figures, then the home page with admin controls (guarded by the layout)
export default async function DashboardPage() {
  const [slides, site] = await Promise.all([getBannerSlides(), getSiteEdition()])
  return (
    <>
      <div className="container">
        <h1 className={styles.pageTitle}>Dashboard</h1>
      </div>
      <Suspense fallback={<DashboardTilesFallback />}>
        <DashboardTiles />
      </Suspense>
      <CheckinCounter />
      <Dashboard
        slides={editionSlides(slides, site)}
        conference={site.edition.name}
        values={editionValues(site.edition)}
      />
    </>
  )
}
