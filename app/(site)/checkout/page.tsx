import type { Metadata } from 'next'
import { Checkout } from '@/components/registration/checkout'
import { FlowPage } from '@/components/registration/flow-page'

export const metadata: Metadata = { title: 'Proceed to Pay', robots: { index: false } }

// /checkout — summary, terms and PAY NOW
export default function CheckoutPage() {
  return (
    <FlowPage
      step="UP Pedicon 2025 registration · Step 2 of 3"
      title="Proceed to Pay"
      lead="Check your details, accept the terms and pay the registration fee securely through the bank."
      narrow
    >
      <Checkout />
    </FlowPage>
  )
}
