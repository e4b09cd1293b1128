// A part of a reviewer's list of assignments: each abstract's title (its page), topic and type,
// and whether the committee has decided on it. Nothing of its authors.
import Link from 'next/link'
import type { AssignmentDto } from '@/lib/abstracts/review-schema'
import { TYPE_LABELS, type AbstractType } from '@/lib/abstracts/words'
import { REVIEW_PAGE } from '@/lib/auth/roles'
import styles from './reviews.module.css'

export function AssignmentList({
  heading,
  items,
  empty,
}: {
  heading: string
  items: AssignmentDto[]
  empty: string
}) {
  const id = `reviews-${heading.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {heading} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((a) => (
            <li key={a.id} className={styles.item} data-testid="assignment">
              <Link href={`${REVIEW_PAGE}/${a.id}`}>{a.title || 'Untitled'}</Link>
              <div className={styles.muted}>
                {a.topic} · {TYPE_LABELS[a.type as AbstractType] ?? a.type}
                {a.closed && a.state !== 'conflict' && ' · The committee has decided'}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
