'use client'

// The free registration's confirmation: who registered, in which category, and that the
// confirmation mail is on its way. A registration that has a fee belongs on /checkout; none at
// all (a bookmark, another browser) on /register.
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import type { SavedRegistration } from '@/lib/registrations/flow'
import { RegistrationSummary, savedLines } from './checkout-summary'
import { PriceLines } from './price-lines'
import styles from './registration.module.css'
import { isFree, loadSaved } from './session'

export const FREE_CONFIRMED_MESSAGE =
  'Your registration is confirmed free of charge. A confirmation e-mail with your registration number is on its way.'

export function FreeConfirmation() {
  const router = useRouter()
  const [saved, setSaved] = useState<SavedRegistration | null>(null)

  useEffect(() => {
    const s = loadSaved()
    if (!s) return router.replace('/register')
    if (!isFree(s)) return router.replace('/checkout')
    // Session storage exists only after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSaved(s)
  }, [router])

  if (!saved) return null
  return (
    <div className={styles.card}>
      <RegistrationSummary saved={saved} />
      <PriceLines
        lines={savedLines(saved)}
        total={saved.amount}
        totalLabel="Registration fee"
        totalText="Free"
        totalTestId="checkout-amount"
      />
      <Alert tone="success">{FREE_CONFIRMED_MESSAGE}</Alert>
      <div className={styles.actions}>
        <ButtonLink href="/" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
    </div>
  )
}
