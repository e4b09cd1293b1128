import type { Metadata } from 'next'
import { UppediconAdmin } from '@/components/admin/uppedicon-admin'
import { getSiteEdition } from '@/lib/editions/site'
import { conferenceDates, ordinal } from '@/lib/editions/wording'

export async function generateMetadata(): Promise<Metadata> {
  return { title: `${(await getSiteEdition()).edition.name} · Admin` }
}

// /admin/admin-uppedicon — conference, leadership, themes, Explore Gorakhpur (guarded by the layout)
export default async function AdminUppediconPage() {
  const { edition } = await getSiteEdition()
  return (
    <UppediconAdmin
      name={edition.name}
      subtitle={`${ordinal(edition.number)} Annual State Conference of IAP Uttar Pradesh · ${edition.city}, ${conferenceDates(edition)}`}
    />
  )
}
