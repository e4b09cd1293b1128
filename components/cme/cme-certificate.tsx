// The delegate's page's certificate under CME settings: when it is released (not before), why
// there is none (below the minimum attendance), or the credit hours earned with the download.
import { formatHours } from '@/lib/certificates/wording'
import type { CmeView } from '@/lib/cme/schema'
import { formatIndianDateTime } from '@/lib/dates'

interface Props {
  cme: CmeView
  /** The certificate's PDF, once issued. */
  path: string | null
  className: { link: string; muted: string }
  /** Said instead of the download while something comes first (the feedback form). */
  waiting?: string
}

export function CmeCertificate({ cme, path, className, waiting }: Props) {
  if (!cme.released)
    return (
      <p className={className.muted} data-testid="cme-release">
        Your certificate of CME credit hours is released on {formatIndianDateTime(cme.releaseAt)} (India
        time), after the conference.
      </p>
    )
  if (cme.refusal)
    return (
      <p className={className.muted} data-testid="cme-refusal">
        No certificate: {cme.refusal}
      </p>
    )
  return (
    <>
      <p data-testid="cme-hours">
        {formatHours(cme.hours)} CME credit hours, for {cme.days} of {cme.conferenceDays} conference days
        attended.
      </p>
      {waiting ? (
        <p className={className.muted} data-testid="certificate-waiting">
          {waiting}
        </p>
      ) : path ? (
        <a href={path} className={className.link} data-testid="certificate-link">
          Download your certificate of CME credit hours (PDF)
        </a>
      ) : (
        <p className={className.muted}>Your certificate will be e-mailed to you once it is issued.</p>
      )}
    </>
  )
}
