import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { BlindAbstract } from '@/components/reviews/blind-abstract'
import { ConflictForm } from '@/components/reviews/conflict-form'
import { ReviewForm } from '@/components/reviews/review-form'
import styles from '@/components/reviews/reviews.module.css'
import { SavedReview } from '@/components/reviews/saved-review'
import { Alert } from '@/components/ui/alert'
import { CONFLICT_CLOSED, REVIEW_CLOSED, REVIEW_SAVED } from '@/lib/abstracts/review-words'
import { findMyReview } from '@/lib/abstracts/reviewing'
import { replyOf } from '@/lib/api/actions/intake'
import { REPLY_OF } from '@/lib/api/actions/reply'
import { requireAdminPage } from '@/lib/auth/guard'
import { REVIEW_PAGE } from '@/lib/auth/roles'
import { registrationIdOf } from '@/lib/registrations/review'

export const metadata: Metadata = { title: 'Review an abstract', robots: { index: false, follow: false } }

// Rendered per request as a whole (no Suspense): the forms work without JavaScript.
export const instant = false

// /admin/reviews/<id> — one of the reviewer's assignments, blind: the abstract's title, topic,
// type and sections (never its authors, affiliations, e-mail or number), their review form and the
// declaration of a conflict of interest; another reviewer's assignment is a 404. An organiser sees
// any assignment as its reviewer does, without the forms.
export default async function ReviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const admin = await requireAdminPage()
  const [{ id: param }, q] = await Promise.all([params, searchParams])
  const id = registrationIdOf(param)
  const review = id && (await findMyReview(admin.role === 'admin' ? 'any' : admin.id, id))
  if (!review) notFound()
  const open = admin.role !== 'admin' && !review.closed && review.state !== 'conflict'
  return (
    <main id="main" className={styles.page}>
      <Link href={REVIEW_PAGE}>← Your reviews</Link>
      {q.done === 'saved' && <Alert tone="success">{REVIEW_SAVED}</Alert>}
      {admin.role === 'admin' && (
        <Alert tone="info">You see this abstract as its reviewer does; only they can review it.</Alert>
      )}
      {review.state === 'conflict' && <Alert tone="info">{CONFLICT_CLOSED}</Alert>}
      {review.closed && review.state !== 'conflict' && <Alert tone="info">{REVIEW_CLOSED}</Alert>}
      <BlindAbstract review={review} />
      {open ? (
        <>
          <ReviewForm
            id={review.id}
            criteria={review.criteria}
            saved={{ scores: review.scores, comment: review.comment, note: review.note }}
            reply={await replyOf(REPLY_OF.review)}
          />
          <ConflictForm id={review.id} reply={await replyOf(REPLY_OF.conflict)} />
        </>
      ) : (
        review.state === 'reviewed' && (
          <SavedReview review={review} heading={admin.role === 'admin' ? 'The review' : 'Your review'} />
        )
      )}
    </main>
  )
}
