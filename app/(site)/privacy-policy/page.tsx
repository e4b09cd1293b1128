import type { Metadata } from 'next'
import { PolicyPage } from '@/components/site/policy'

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: 'How IAP Uttar Pradesh handles the personal data of UP Pedicon delegates and visitors.',
}

// GET /privacy-policy — privacy policy (spec 9); the text is the organisers' (admin About screen)
export default function PrivacyPolicyPage() {
  return <PolicyPage title="Privacy Policy" text="page.privacy" />
}
