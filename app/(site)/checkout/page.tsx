import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { Suspense } from 'react'
import { Checkout } from '@/components/registration/checkout'
import { FlowPage } from '@/components/registration/flow-page'
import { RegistrationNotice } from '@/components/site/edition'
import { getSiteEdition } from '@/lib/editions/site'
import { registrationCookie } from '@/lib/net/private-requests'
import { resumableRegistration } from '@/lib/registrations/resume'

export const metadata: Metadata = { title: 'Proceed to Pay', robots: { index: false } }

type Query = Promise<Record<string, string | string[] | undefined>>

// /checkout — summary, terms and PAY NOW; ?registration=<id> with that registration's cookie (set
// by the mailed link, /checkout?registration=<id>&token=…, through the proxy) continues that one.
// The server refuses a new payment while registration is not open; the notice says so beforehand.
export default async function CheckoutPage({ searchParams }: { searchParams: Query }) {
  const site = await getSiteEdition()
  return (
    <FlowPage
      step={`${site.edition.name} registration · Step 2 of 3`}
      title="Proceed to Pay"
      lead="Check your details, accept the terms and pay the registration fee securely through the bank."
      narrow
    >
      <RegistrationNotice {...site} />
      <Suspense fallback={null}>
        <CheckoutFor searchParams={searchParams} />
      </Suspense>
    </FlowPage>
  )
}

async function CheckoutFor({ searchParams }: { searchParams: Query }) {
  const [q, jar] = await Promise.all([searchParams, cookies()])
  const id = Array.isArray(q.registration) ? q.registration[0] : q.registration
  const resume = id ? await resumableRegistration(id, jar.get(registrationCookie(id))?.value) : null
  return <Checkout resume={resume} />
}
