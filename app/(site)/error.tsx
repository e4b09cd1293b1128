'use client'

// A page that failed to render shows the spec's "Error: {message}" in red, with a retry, inside
// the public chrome. (Production builds replace server error messages with a generic one.)
import styles from '@/components/site/status-page.module.css'
import { Button } from '@/components/ui/button'

export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.error} role="alert">
        Error: {error.message || 'An error occurred'}
      </p>
      <Button onClick={reset}>Try again</Button>
    </div>
  )
}
