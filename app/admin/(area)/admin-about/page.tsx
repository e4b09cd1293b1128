import { AboutAdmin } from '@/components/admin/about-admin'
import { getSiteEdition } from '@/lib/editions/site'

export const metadata = { title: 'About · Admin' }

// /admin/admin-about — the about page with the committee members (guarded by the layout)
export default async function AdminAboutPage() {
  return <AboutAdmin name={(await getSiteEdition()).edition.name} />
}
