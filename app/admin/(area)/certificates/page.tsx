import { Hero } from '@/components/admin/blocks'
import { CertificatesAdmin } from '@/components/admin/certificates/certificates-admin'
import { CmeForm } from '@/components/admin/certificates/cme-form'
import { EditionPicker } from '@/components/admin/certificates/edition-picker'
import { FeedbackAdmin } from '@/components/admin/certificates/feedback-admin'
import { requireAdminPage } from '@/lib/auth/guard'
import { certificateSettings } from '@/lib/certificates/settings'
import { cmeSettingsOf } from '@/lib/cme/settings'
import { listEditions } from '@/lib/editions/service'
import { editionValues } from '@/lib/editions/texts'
import { questionsOf } from '@/lib/feedback/questions'
import { feedbackSummary } from '@/lib/feedback/summary'

export const metadata = { title: 'Certificates · Admin' }

type Search = Promise<Record<string, string | string[] | undefined>>

// /admin/certificates?edition= — an edition's certificate of attendance: its text and CME hours,
// the signatories, issuing (everyone checked in, or chosen registrations) and the mailing's
// progress, the programme's role certificates (presenters, chairpersons, faculty), the CME settings and the council's report, the feedback form and its results (the
// current edition unless one is chosen)
export default async function CertificatesPage({ searchParams }: { searchParams: Search }) {
  await requireAdminPage()
  const editions = await listEditions()
  const asked = Number((await searchParams).edition)
  const edition = editions.find((e) => e.id === asked) ?? editions.find((e) => e.current) ?? editions[0]
  return (
    <>
      <Hero
        title="Certificates"
        subtitle="Certificates of attendance with CME credit hours, and of the programme's presenters, chairpersons and faculty: the text, the signatories, issuing and mailing."
      />
      <div className="container">
        {edition ? (
          <>
            <EditionPicker
              editions={editions.map((e) => ({ id: e.id, name: e.name }))}
              current={edition.id}
            />
            <CertificatesAdmin
              key={edition.id}
              edition={{ id: edition.id, name: edition.name }}
              sample={{
                ...editionValues(edition),
                name: 'Dr. Asha Verma',
                category: 'Non-Member',
                registration_number: `${edition.registration_prefix}000001`,
              }}
              initial={await certificateSettings(edition.id)}
            />
            <section aria-labelledby="cme-heading">
              <h2 id="cme-heading">CME credits</h2>
              <CmeForm key={edition.id} editionId={edition.id} initial={await cmeSettingsOf(edition.id)} />
            </section>
            <FeedbackAdmin
              key={`feedback-${edition.id}`}
              editionId={edition.id}
              initial={{
                questions: await questionsOf(edition.id),
                summary: await feedbackSummary(edition.id),
              }}
            />
          </>
        ) : (
          <p>No edition exists yet.</p>
        )}
      </div>
    </>
  )
}
