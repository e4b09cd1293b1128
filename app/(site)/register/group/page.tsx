import type { Metadata } from 'next'
import { FlowPage } from '@/components/registration/flow-page'
import { GroupForm } from '@/components/registration/group-form'
import { RegistrationNotice } from '@/components/site/edition'
import { getSiteEdition } from '@/lib/editions/site'
import { GST_ON_TOP_NOTE } from '@/lib/pricing/wording'
import { getWorkshopOffers } from '@/lib/workshops/service'

export async function generateMetadata(): Promise<Metadata> {
  const { edition } = await getSiteEdition()
  return {
    title: 'Register a group',
    description: `Register several delegates of one institution for ${edition.name} at once.`,
  }
}

// /register/group — an institution (a medical college, a hospital) registers its delegates at
// once, typed as rows or uploaded as a CSV file, while the current edition's registration is open;
// otherwise the notice of when it opens (or that it is closed)
export default async function GroupRegisterPage() {
  const site = await getSiteEdition()
  return (
    <FlowPage
      step={`${site.edition.name} registration`}
      title="Register a group"
      lead={
        site.notice
          ? undefined
          : `Fields marked * are required. The institution is billed for its delegates; its contact gets the group’s page, with what is due.${site.gst ? ` ${GST_ON_TOP_NOTE}` : ''}`
      }
    >
      {site.notice ? (
        <RegistrationNotice {...site} />
      ) : (
        <GroupForm workshops={await getWorkshopOffers(site.edition.id)} />
      )}
    </FlowPage>
  )
}
