import type { Metadata } from 'next'
import { Suspense } from 'react'
import { FlowPage } from '@/components/registration/flow-page'
import { PaymentDetailsForm } from '@/components/registration/payment-details-form'

export const metadata: Metadata = { title: 'Payment Details', robots: { index: false } }

// /payment-details — upload of the payment proof
export default function PaymentDetailsPage() {
  return (
    <FlowPage
      step="UP Pedicon 2025 registration · Step 3 of 3"
      title="Payment Details"
      lead="Upload the proof of your payment so the organisers can match it to your registration."
      narrow
    >
      <Suspense fallback={null}>
        <PaymentDetailsForm />
      </Suspense>
    </FlowPage>
  )
}
