import Link from 'next/link'
import { CommitteeNotice } from '@/components/admin/abstracts/committee-notice'
import { ReviewSettingsForm } from '@/components/admin/abstracts/review-settings-form'
import { ReviewerInviteForm } from '@/components/admin/abstracts/reviewer-invite-form'
import { ReviewersTable } from '@/components/admin/abstracts/reviewers-table'
import { Hero } from '@/components/admin/blocks'
import { reviewSettings } from '@/lib/abstracts/committee'
import { listReviewers } from '@/lib/abstracts/reviewers'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'
import { requireAdminPage } from '@/lib/auth/guard'
import { INVITE_HOURS } from '@/lib/auth/invite-schema'

export const metadata = { title: 'Reviewers · Admin' }

// /admin/abstracts/reviewers — the review settings of the current call (criteria, reviewers per
// abstract), inviting reviewers by e-mail with their institution and topics, and the reviewers
// with their load, each revocable (administrators)
export default async function ReviewersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await requireAdminPage()
  const [settings, reviewers, q] = await Promise.all([reviewSettings(), listReviewers(), searchParams])
  return (
    <>
      <Hero
        title="Reviewers"
        subtitle={`Reviewers sign in at /admin and see only the abstracts assigned to them, without authors. The invitation link works once, for ${INVITE_HOURS} hours.`}
      />
      <div className="container">
        <p>
          <Link href="/admin/abstracts">← The committee’s page</Link>
        </p>
        <CommitteeNotice query={q} />
        <h2>Review settings</h2>
        <ReviewSettingsForm
          criteria={settings.criteria}
          perAbstract={settings.reviewers_per_abstract}
          scored={settings.scored}
          reply={await replyOf(REPLY_OF.reviewSettings)}
        />
        <h2>Invite a reviewer</h2>
        <ReviewerInviteForm topics={settings.topics} reply={await replyOf(REPLY_OF.reviewerInvite)} />
        <h2>Reviewers</h2>
        <ReviewersTable reviewers={reviewers} />
      </div>
    </>
  )
}
