import type { Metadata } from 'next'
import { SignIn } from '@/components/admin/sign-in'
import { getSiteEdition } from '@/lib/editions/site'

export const metadata: Metadata = { title: 'Admin Login', robots: { index: false, follow: false } }

// /admin — sign-in and password reset (the only admin page without a session)
export default async function AdminSignInPage() {
  return <SignIn conference={(await getSiteEdition()).edition.name} />
}
