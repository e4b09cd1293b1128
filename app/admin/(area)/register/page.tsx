import { FlowPage } from '@/components/registration/flow-page'
import { RegistrationForm } from '@/components/registration/registration-form'
import { RegistrationNotice } from '@/components/site/edition'
import { getSiteEdition } from '@/lib/editions/site'
import { feeMap } from '@/lib/pricing'
import { getWorkshopOffers } from '@/lib/workshops/service'

export const metadata = { title: 'Register a delegate · Admin' }

// /admin/register — organisers register a delegate at the desk (the Register link of the admin
// events page); the same form and rules as /register, then the registration opens in the console.
export default async function AdminRegisterPage() {
  const site = await getSiteEdition()
  return (
    <FlowPage
      step={`${site.edition.name} · Desk registration`}
      title="Register a delegate"
      lead="Fields marked * are required. The fee depends on the registration category; the delegate pays online or brings proof of payment."
    >
      <RegistrationNotice {...site} />
      <RegistrationForm
        for="desk"
        fees={feeMap(site.fees)}
        workshops={await getWorkshopOffers(site.edition.id)}
        gst={site.gst}
      />
    </FlowPage>
  )
}
