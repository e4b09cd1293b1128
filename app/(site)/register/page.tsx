import type { Metadata } from 'next'
import Link from 'next/link'
import { FlowPage } from '@/components/registration/flow-page'
import { LinkRequestForm } from '@/components/registration/link-request-form'
import { RegistrationForm } from '@/components/registration/registration-form'
import styles from '@/components/registration/registration.module.css'
import { RegistrationNotice } from '@/components/site/edition'
import { getSiteEdition } from '@/lib/editions/site'
import { conferenceDates } from '@/lib/editions/wording'
import { feeMap } from '@/lib/pricing'
import { GST_ON_TOP_NOTE } from '@/lib/pricing/wording'
import { getWorkshopOffers } from '@/lib/workshops/service'

export async function generateMetadata(): Promise<Metadata> {
  const { edition } = await getSiteEdition()
  return {
    title: 'Register',
    description: `Register as a delegate for ${edition.name}, ${edition.city}, ${conferenceDates(edition)}.`,
  }
}

// /register — the delegate registration form, while the current edition's registration is open;
// otherwise the notice of when it opens (or that it is closed), without the form's steps
export default async function RegisterPage() {
  const site = await getSiteEdition()
  const open = !site.notice
  return (
    <FlowPage
      step={`${site.edition.name} registration${open ? ' · Step 1 of 3' : ''}`}
      title={open ? 'Personal & Events Details' : 'Delegate registration'}
      lead={
        open
          ? `Fields marked * are required. The fee depends on your registration category.${site.gst ? ` ${GST_ON_TOP_NOTE}` : ''}`
          : undefined
      }
    >
      {site.notice ? (
        <RegistrationNotice {...site} />
      ) : (
        <>
          <p className={styles.muted}>
            Registering several delegates from one institution?{' '}
            <Link className={styles.link} href="/register/group">
              Register them as a group
            </Link>
            .
          </p>
          <RegistrationForm
            fees={feeMap(site.fees)}
            workshops={await getWorkshopOffers(site.edition.id)}
            gst={site.gst}
          />
        </>
      )}
      <LinkRequestForm />
    </FlowPage>
  )
}
