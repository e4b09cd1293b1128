import type { Metadata } from 'next'
import Link from 'next/link'
import { SignOut } from '@/components/admin/sign-out'
import { AssignmentList } from '@/components/reviews/assignment-list'
import styles from '@/components/reviews/reviews.module.css'
import { Alert } from '@/components/ui/alert'
import { CONFLICT_SAVED } from '@/lib/abstracts/review-words'
import { listMyAssignments } from '@/lib/abstracts/reviewing'
import { requireAdminPage } from '@/lib/auth/guard'

export const metadata: Metadata = { title: 'Your reviews', robots: { index: false, follow: false } }

// Rendered per request as a whole (no Suspense): it reads without JavaScript.
export const instant = false

// /admin/reviews — a reviewer's assignments: to review, reviewed, and those they declared a
// conflict with (never the authors); where a reviewer lands after signing in
export default async function ReviewsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const admin = await requireAdminPage()
  const [assignments, q] = await Promise.all([listMyAssignments(admin.id), searchParams])
  const todo = assignments.filter((a) => a.state === 'assigned' && !a.closed)
  const done = assignments.filter((a) => a.state === 'reviewed' || (a.state === 'assigned' && a.closed))
  const conflicts = assignments.filter((a) => a.state === 'conflict')
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Your reviews</h1>
        {admin.role === 'admin' ? <Link href="/admin/abstracts">Committee</Link> : <SignOut />}
      </header>
      <p className={styles.muted}>
        You see each abstract without its authors. Score it, comment for the authors, and change your review
        until the committee decides.
      </p>
      {q.done === 'conflict' && <Alert tone="success">{CONFLICT_SAVED}</Alert>}
      {admin.role === 'admin' && (
        <p>Organisers have no reviews of their own: the committee’s page shows every review.</p>
      )}
      <AssignmentList heading="To review" items={todo} empty="Nothing to review now." />
      <AssignmentList heading="Reviewed" items={done} empty="No reviews yet." />
      {conflicts.length > 0 && (
        <AssignmentList heading="Conflicts of interest declared" items={conflicts} empty="" />
      )}
    </main>
  )
}
