import { AboutAdmin } from '@/components/admin/about-admin'
import { getSiteEdition } from '@/lib/editions/site'
import { editionValues } from '@/lib/editions/texts'

export const metadata = { title: 'About · Admin' }

// /admin/admin-about — the about page with the committee members (guarded by the layout)
export default async function AdminAboutPage() {
  const { edition } = await getSiteEdition()
  return <AboutAdmin name={edition.name} values={editionValues(edition)} />
}
