// An abstract as its reviewer sees it: title, topic, presentation type and the five sections.
// Its authors, their affiliations, the submitter's e-mail and the abstract's number never reach
// this page (lib/abstracts/reviewing.ts reads none of them).
import type { BlindReviewDto } from '@/lib/abstracts/review-schema'
import { SECTION_LABELS, SECTIONS, TYPE_LABELS, type AbstractType } from '@/lib/abstracts/words'
import styles from './reviews.module.css'

export function BlindAbstract({ review }: { review: BlindReviewDto }) {
  return (
    <article className={styles.sections} aria-labelledby="abstract-title">
      <h1 id="abstract-title" className={styles.title}>
        {review.title}
      </h1>
      <p className={styles.muted}>
        {review.topic} · {TYPE_LABELS[review.type as AbstractType] ?? review.type}
      </p>
      {SECTIONS.map((key) => (
        <section key={key}>
          <h2>{SECTION_LABELS[key]}</h2>
          <p>{review.sections[key]}</p>
        </section>
      ))}
    </article>
  )
}
