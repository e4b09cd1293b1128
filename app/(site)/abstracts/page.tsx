import type { Metadata } from 'next'
import { SubmitterLinkForm } from '@/components/abstracts/submitter-link-form'
import { FlowPage } from '@/components/registration/flow-page'
import styles from '@/components/registration/registration.module.css'
import { Alert } from '@/components/ui/alert'
import { getAbstractsLink, getCurrentCall } from '@/lib/abstracts/call'
import { formatIndianDateTime } from '@/lib/dates'
import { getCurrentEdition } from '@/lib/editions/service'
import { CallDetails } from './call-details'

export const metadata: Metadata = {
  title: 'Call for Abstracts',
  description: 'Submit an abstract to UP Pedicon: dates, presentation types, topics and guidelines.',
}

// GET /abstracts — the current edition's call for abstracts (public, cached until the call opens
// or closes): what may be submitted and how, and "Send me a link" to the submitter's own pages
export default async function AbstractsPage() {
  const [edition, { call, state }, link] = await Promise.all([
    getCurrentEdition(),
    getCurrentCall(),
    getAbstractsLink(),
  ])
  return (
    <FlowPage
      step={edition.name}
      title="Call for Abstracts"
      lead="Present your work at the conference: an oral free paper, a poster or an e-poster."
      narrow
    >
      <div className={styles.cards}>
        {!call && (
          <Alert tone="info">
            This year&apos;s call for abstracts is not on this site
            {link.external ? (
              <>
                : <a href={link.href}>open the call&apos;s form</a>.
              </>
            ) : (
              ' yet. Please check again soon.'
            )}
          </Alert>
        )}
        {state === 'upcoming' && (
          <Alert tone="info">The call opens on {formatIndianDateTime(call!.opens_at)} (India time).</Alert>
        )}
        {state === 'closed' && (
          <Alert tone="info">
            The call closed on {formatIndianDateTime(call!.closes_at)} (India time). Submitters can still see
            their abstracts through their link.
          </Alert>
        )}
        {call && <CallDetails call={call} />}
        {call && (
          <SubmitterLinkForm heading={state === 'open' ? 'Submit an abstract' : 'See your abstracts'} />
        )}
      </div>
    </FlowPage>
  )
}
