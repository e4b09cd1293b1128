'use client'

// /checkout: summary, terms, PAY NOW. The gateway's page opens in a new window; the outcome
// arrives by whichever comes first: a status poll or a message from our own /payment page in
// that window (use-payment-watcher.ts).
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { CheckboxField } from '@/components/ui/field'
import {
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_SUCCESS_MESSAGE,
  ZERO_AMOUNT_MESSAGE,
  type SavedRegistration,
} from '@/lib/registrations/schema'
import { CheckoutActions, CheckoutSummary, PENDING_MESSAGE, type Phase } from './checkout-summary'
import styles from './registration.module.css'
import { loadSaved, setFlash, updateSaved } from './session'
import { startPayment } from './start-payment'
import { usePaymentWatcher, type PaymentOutcome } from './use-payment-watcher'

const MISMATCH =
  'The bank reported a different amount than your registration fee, so the payment could not be confirmed automatically. The organisers have been alerted and will contact you; please do not pay again.'

export function Checkout() {
  const router = useRouter()
  const [saved, setSaved] = useState<SavedRegistration | null | undefined>(undefined)
  const [agreed, setAgreed] = useState(false)
  const [termsError, setTermsError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [txn, setTxn] = useState<string | null>(null)
  const popup = useRef<Window | null>(null)

  const finish = (outcome: PaymentOutcome) => {
    if (outcome.kind === 'timeout') return setPhase('timeout')
    popup.current?.close()
    if (outcome.kind === 'mismatch') {
      setPhase('idle')
      return setError(MISMATCH)
    }
    if (outcome.kind === 'success') {
      updateSaved({
        status: 'paid',
        ...(outcome.transactionId ? { transactionId: outcome.transactionId } : {}),
      })
      setFlash({ tone: 'success', text: PAYMENT_SUCCESS_MESSAGE })
      router.push('/payment-details')
    } else {
      setFlash({ tone: 'error', text: PAYMENT_FAILED_MESSAGE })
      router.push('/register')
    }
  }
  const watcher = usePaymentWatcher(saved?.amount ?? 0, finish)
  const watch = (merchantTxnNo: string) => {
    setTxn(merchantTxnNo)
    setPhase('waiting')
    watcher.watch(merchantTxnNo)
  }

  useEffect(() => {
    const s = loadSaved()
    /* eslint-disable react-hooks/set-state-in-effect -- session storage exists only after hydration;
       this also runs when a kept (hidden) instance of this page is shown again */
    setSaved(s)
    setPhase('idle')
    setError(null)
    /* eslint-enable react-hooks/set-state-in-effect */
    if (!s) router.replace('/register')
  }, [router])

  async function payNow() {
    setError(null)
    if (!agreed) return setTermsError('Please accept the terms and conditions to continue.')
    if (!saved) return
    if (saved.amount <= 0) return setError(ZERO_AMOUNT_MESSAGE)
    // Opened inside the click so popup blockers allow it; pointed at the gateway once known.
    popup.current = window.open('', 'uppedicon-payment')
    setPhase('starting')
    const started = await startPayment(saved)
    if ('error' in started) {
      popup.current?.close()
      setPhase('idle')
      return setError(started.error)
    }
    updateSaved({ merchantTxnNo: started.merchantTxnNo })
    if (popup.current && !popup.current.closed) popup.current.location.href = started.url
    else popup.current = window.open(started.url, 'uppedicon-payment')
    // A blocked popup: pay in this tab; /payment then routes by itself (no opener to inform).
    if (!popup.current) return window.location.assign(started.url)
    watch(started.merchantTxnNo)
  }

  if (!saved) return null
  const free = saved.amount <= 0 || saved.status === 'free'
  return (
    <div className={styles.card}>
      <CheckoutSummary saved={saved} free={free} />
      {!free && (
        <CheckboxField
          label={
            <>
              I agree to the <Link href="/terms-condition">terms and conditions</Link> and the{' '}
              <Link href="/refund">refund and cancellation policy</Link>.
            </>
          }
          required
          checked={agreed}
          error={termsError}
          onChange={(e) => {
            setAgreed(e.target.checked)
            setTermsError(null)
          }}
        />
      )}
      <div aria-live="polite">
        {error && <Alert tone="error">{error}</Alert>}
        {phase === 'waiting' && (
          <Alert tone="info">
            Complete the payment in the bank&apos;s window. This page updates by itself when the bank
            confirms.
          </Alert>
        )}
        {phase === 'timeout' && <Alert tone="info">{PENDING_MESSAGE}</Alert>}
      </div>
      <CheckoutActions
        free={free}
        phase={phase}
        onPay={payNow}
        onFree={() => setError(ZERO_AMOUNT_MESSAGE)}
        onCheckAgain={txn ? () => watch(txn) : undefined}
      />
      <p className={styles.muted}>
        Card, net banking and UPI payments are processed by the bank&apos;s secure payment page; this site
        never sees your card details.
      </p>
    </div>
  )
}
