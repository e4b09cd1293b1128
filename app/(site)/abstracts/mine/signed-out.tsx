// The submitter's pages opened without a valid link (none in this browser, or it expired): where
// to ask for a new one.
import styles from '@/components/registration/registration.module.css'
import { ButtonLink } from '@/components/ui/button'

export function SignedOut() {
  return (
    <section className={styles.card} aria-labelledby="signed-out-heading">
      <h2 id="signed-out-heading" className={styles.lead}>
        Open your abstracts with your link
      </h2>
      <p>
        This browser has no valid link to your abstracts, or it has expired. Ask for a new one with your
        e-mail address: it arrives in a minute.
      </p>
      <div className={styles.actions}>
        <ButtonLink href="/abstracts" variant="primary">
          Get a new link
        </ButtonLink>
      </div>
    </section>
  )
}
