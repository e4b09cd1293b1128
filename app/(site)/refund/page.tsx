import type { Metadata } from 'next'
import { PolicyPage } from '@/components/site/policy'

export const metadata: Metadata = {
  title: 'Refund & Cancellation Policy',
  description: 'Cancellations, refunds and substitutions for UP Pedicon registrations.',
}

// GET /refund — refund and cancellation policy (spec 9); the text is the organisers' (admin About screen)
export default function RefundPage() {
  return <PolicyPage title="Refund & Cancellation Policy" text="page.refund" />
}
