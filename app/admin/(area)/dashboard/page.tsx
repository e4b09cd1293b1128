import { Dashboard } from '@/components/admin/dashboard'
import { getBannerSlides } from '@/lib/banners/service'

export const metadata = { title: 'Dashboard · Admin' }

// /admin/dashboard — the home page with admin controls (guarded by the layout)
export default async function DashboardPage() {
  return <Dashboard slides={await getBannerSlides()} />
}
