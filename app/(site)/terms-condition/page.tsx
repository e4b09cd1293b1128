import type { Metadata } from 'next'
import { PolicyPage } from '@/components/site/policy'

export const metadata: Metadata = {
  title: 'Terms & Conditions',
  description: 'Terms of registration and of use of the UP Pedicon website.',
}

// GET /terms-condition — terms and conditions; the text is the organisers' (admin About screen)
export default function TermsPage() {
  return <PolicyPage title="Terms & Conditions" text="page.terms" />
}
