import type { Metadata } from 'next'
import { Suspense } from 'react'
import { FlowPage } from '@/components/registration/flow-page'
import { PaymentDetailsForm } from '@/components/registration/payment-details-form'
import { getSiteEdition } from '@/lib/editions/site'

export const metadata: Metadata = { title: 'Payment Details', robots: { index: false } }

// /payment-details — upload of the payment proof
export default async function PaymentDetailsPage() {
  const site = await getSiteEdition()
  return (
    <FlowPage
      step={`${site.edition.name} registration · Step 3 of 3`}
      title="Payment Details"
      lead="Upload the proof of your payment so the organisers can match it to your registration."
      narrow
    >
      {/* The registration is this browser's (session storage) or the address's: the form needs its
          script, and says so to a browser without JavaScript. */}
      <Suspense
        fallback={
          <noscript>
            <p>
              Open your registration&apos;s page from the link in your e-mail to upload your payment proof.
            </p>
          </noscript>
        }
      >
        <PaymentDetailsForm />
      </Suspense>
    </FlowPage>
  )
}
