import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { Suspense } from 'react'
import { FlowPage } from '@/components/registration/flow-page'
import { PaymentDetailsForm } from '@/components/registration/payment-details-form'
import type { Owner } from '@/components/registration/use-payment-details-form'
import { getSiteEdition } from '@/lib/editions/site'
import { registrationCookie } from '@/lib/net/private-requests'
import { isRegistrationToken } from '@/lib/registrations/token-hmac'

export const metadata: Metadata = { title: 'Payment Details', robots: { index: false } }

type Query = Promise<Record<string, string | string[] | undefined>>

/** The registration a link opened (?registration=<id>, with its cookie), else the session's. */
async function ProofForm({ searchParams }: { searchParams: Query }) {
  const [q, jar] = await Promise.all([searchParams, cookies()])
  const id = Number(Array.isArray(q.registration) ? q.registration[0] : q.registration)
  const token = Number.isSafeInteger(id) && id > 0 ? jar.get(registrationCookie(id))?.value : undefined
  const linked: Owner | undefined = token && isRegistrationToken(id, token) ? { id, token } : undefined
  return <PaymentDetailsForm linked={linked} />
}

// /payment-details — upload of the payment proof
export default async function PaymentDetailsPage({ searchParams }: { searchParams: Query }) {
  const site = await getSiteEdition()
  return (
    <FlowPage
      step={`${site.edition.name} registration · Step 3 of 3`}
      title="Payment Details"
      lead="Upload the proof of your payment so the organisers can match it to your registration."
      narrow
    >
      {/* The registration is this browser's (session storage) or the link's (its cookie): the form needs its
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
        <ProofForm searchParams={searchParams} />
      </Suspense>
    </FlowPage>
  )
}
