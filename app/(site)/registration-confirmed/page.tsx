import type { Metadata } from 'next'
import { FlowPage } from '@/components/registration/flow-page'
import { FreeConfirmation } from '@/components/registration/free-confirmation'
import { getSiteEdition } from '@/lib/editions/site'

export const metadata: Metadata = { title: 'Registration confirmed', robots: { index: false } }

// /registration-confirmed — a free (Senior Citizen) registration's last step: confirmed, nothing to
// pay, so no terms, no PAY NOW. The registration itself is this browser's (session storage).
export default async function RegistrationConfirmedPage() {
  const site = await getSiteEdition()
  return (
    <FlowPage
      step={`${site.edition.name} registration · Complete`}
      title="Registration confirmed"
      lead="Your category is free of charge: there is nothing to pay."
      narrow
    >
      <FreeConfirmation />
    </FlowPage>
  )
}
