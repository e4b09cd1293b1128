'use client'

// A message handed from one page to the next (session.ts): an error stays until dismissed.
import { Button } from '@/components/ui/button'
import { SummaryAlert } from '@/components/ui/summary-alert'
import styles from './registration.module.css'
import type { Flash } from './session'

export function FlashMessage({ flash, onDismiss }: { flash: Flash | null; onDismiss?: () => void }) {
  return (
    <div aria-live="polite">
      {flash && (
        <div className={styles.dismissible}>
          <SummaryAlert tone={flash.tone}>{flash.text}</SummaryAlert>
          {flash.tone === 'error' && onDismiss && (
            <Button type="button" variant="secondary" onClick={onDismiss}>
              Dismiss
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
