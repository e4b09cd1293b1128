import type { Metadata } from 'next'
import { SignIn } from '@/components/admin/sign-in'

export const metadata: Metadata = { title: 'Admin Login', robots: { index: false, follow: false } }

// /admin — sign-in and password reset (the only admin page without a session)
export default function AdminSignInPage() {
  return <SignIn />
}
