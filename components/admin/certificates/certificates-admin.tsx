'use client'

// The certificates of one edition (GET /adminpanel/certificates/?edition=): the settings form,
// the signatories and the issuing panel. While mails remain to be sent, the progress is polled.
import { useQuery } from '@tanstack/react-query'
import { Section } from '@/components/admin/blocks'
import type { ApiError } from '@/lib/api/errors'
import type { CertificateSettingsDto, Placeholder } from '@/lib/certificates/schema'
import { apiGet } from '../api'
import { IssuePanel } from './issue-panel'
import { RolePanel } from './role-panel'
import { SettingsForm } from './settings-form'
import { Signatories } from './signatories'

export const CERTIFICATES_API = '/adminpanel/certificates/'
const POLL_MS = 2000

export function CertificatesAdmin({
  edition,
  initial,
  sample,
}: {
  edition: { id: number; name: string }
  initial: CertificateSettingsDto
  /** A delegate's values and the edition's, for the text's preview (all but the hours). */
  sample: Omit<Record<Placeholder, string>, 'hours'>
}) {
  const query = { edition: String(edition.id) }
  const { data = initial } = useQuery<CertificateSettingsDto, ApiError>({
    queryKey: [CERTIFICATES_API, query],
    queryFn: () => apiGet(`${CERTIFICATES_API}?${new URLSearchParams(query)}`),
    initialData: initial,
    refetchInterval: (q) =>
      q.state.data?.progress.remaining || q.state.data?.roles.progress.remaining ? POLL_MS : false,
  })
  return (
    <>
      <Section title={`Text and CME hours: ${edition.name}`} id="certificate-text">
        <SettingsForm editionId={edition.id} settings={data.settings} sample={sample} />
      </Section>
      <Section title="Signatories" id="certificate-signatories">
        <Signatories editionId={edition.id} signatories={data.signatories} />
      </Section>
      <Section title="Issue and send" id="certificate-issue">
        <IssuePanel editionId={edition.id} data={data} />
      </Section>
      <Section title="Presenters, chairpersons and faculty" id="certificate-roles">
        <RolePanel editionId={edition.id} roles={data.roles} />
      </Section>
    </>
  )
}
