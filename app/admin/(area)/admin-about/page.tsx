import { AboutAdmin } from '@/components/admin/about-admin'

export const metadata = { title: 'About · Admin' }

// /admin/admin-about — the about page with the committee members (guarded by the layout)
export default function AdminAboutPage() {
  return <AboutAdmin />
}
