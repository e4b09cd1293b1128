// A review that can no longer change (the committee decided), as its reviewer saved it.
import type { BlindReviewDto } from '@/lib/abstracts/review-schema'
import styles from './reviews.module.css'

export function SavedReview({ review, heading }: { review: BlindReviewDto; heading: string }) {
  return (
    <section className={styles.form} aria-labelledby="saved-review">
      <h2 id="saved-review">{heading}</h2>
      <ul className={styles.scores}>
        {review.criteria.map((criterion, i) => (
          <li key={criterion}>
            {criterion}: {review.scores[i] ?? '–'} of 5
          </li>
        ))}
      </ul>
      <h3>Comment to the authors</h3>
      <p>{review.comment}</p>
      {review.note && (
        <>
          <h3>Note to the committee</h3>
          <p>{review.note}</p>
        </>
      )}
    </section>
  )
}
