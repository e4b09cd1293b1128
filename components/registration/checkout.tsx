'use client'

// /checkout: summary, terms, PAY NOW. The gateway's page opens in a new window; the outcome
// arrives by whichever comes first: a status poll or a message from our own /payment page in
// that window (use-payment-watcher.ts). Paid, the delegate lands on their own page, which says
// so for good; refused, the failure stays here until dismissed, with PAY NOW to try again; left
// unfinished (the window closed, the bank still pending), the page says so within seconds and
// offers to pay again: a new sale, once the server has checked the unfinished one with the bank.
// Beside the bank's page, the delegate may pay by UPI or bank transfer to the association's own
// account and upload the proof (checkout-transfer.tsx).
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import {
  delegatePath,
  PAYMENT_FAILED_MESSAGE,
  ZERO_AMOUNT_MESSAGE,
  type SavedRegistration,
} from '@/lib/registrations/flow'
import {
  CheckoutActions,
  CheckoutMessages,
  CheckoutSummary,
  CheckoutSurcharges,
  TermsField,
  type Phase,
} from './checkout-summary'
import { CheckoutTransfer, PaymentNote, usePayTo } from './checkout-transfer'
import styles from './registration.module.css'
import { isFree, loadSaved, saveRegistration, updateSaved } from './session'
import { startPayment } from './start-payment'
import { checkPayment, usePaymentWatcher, type PaymentOutcome } from './use-payment-watcher'

const MISMATCH =
  'The bank reported a different amount than your registration fee, so the payment could not be confirmed automatically. The organisers have been alerted and will contact you; please do not pay again.'

export function Checkout({ resume }: { resume?: SavedRegistration | null }) {
  const router = useRouter()
  const [saved, setSaved] = useState<SavedRegistration | null | undefined>(undefined)
  const [agreed, setAgreed] = useState(false)
  const [termsError, setTermsError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [txn, setTxn] = useState<string | null>(null)
  const popup = useRef<Window | null>(null)

  const finish = (outcome: PaymentOutcome) => {
    if (outcome.kind === 'unfinished') return setPhase(outcome.reason)
    popup.current?.close()
    setPhase('idle')
    if (outcome.kind === 'mismatch') return setError(MISMATCH)
    if (outcome.kind === 'failure') return setError(PAYMENT_FAILED_MESSAGE)
    updateSaved({
      status: 'paid',
      ...(outcome.transactionId ? { transactionId: outcome.transactionId } : {}),
    })
    // Their own page says "Paid — nothing more to do" for as long as they look.
    if (saved) router.push(delegatePath(saved.registrationId, saved.token))
  }
  const watcher = usePaymentWatcher(saved?.amount ?? 0, finish)
  const payTo = usePayTo(saved)

  useEffect(() => {
    // Opened from the mailed link: that registration becomes this browser's, and the link leaves the address bar.
    if (resume) {
      saveRegistration(resume)
      window.history.replaceState(null, '', '/checkout')
    }
    const s = loadSaved()
    /* eslint-disable react-hooks/set-state-in-effect -- session storage exists only after hydration;
       this also runs when a kept (hidden) instance of this page is shown again */
    setSaved(s)
    setPhase('idle')
    setError(null)
    /* eslint-enable react-hooks/set-state-in-effect */
    if (!s) router.replace('/register')
    // Nothing to pay: the free registration is already confirmed; its page says so.
    else if (isFree(s)) router.replace('/registration-confirmed')
  }, [router, resume])

  /** PAY NOW, or "Pay again" after an unfinished payment (`replaces`: the sale given up). */
  async function payNow(replaces?: string) {
    setError(null)
    setNotice(null)
    if (!agreed) return setTermsError('Please accept the terms and conditions to continue.')
    if (!saved) return
    if (saved.amount <= 0) return setError(ZERO_AMOUNT_MESSAGE)
    // Opened inside the click so popup blockers allow it; pointed at the gateway once known.
    popup.current = window.open('', 'uppedicon-payment')
    setPhase('starting')
    const started = await startPayment(saved, replaces)
    if ('error' in started) {
      popup.current?.close()
      // Refused because the payment given up went through after all: that is the outcome.
      const after = replaces ? await checkPayment(replaces, saved.amount) : null
      if (after?.kind === 'success') return finish(after)
      setPhase('idle')
      return setError(started.error)
    }
    if ('repriced' in started) {
      popup.current?.close()
      setPhase('idle')
      const amount = Number(started.repriced.amount)
      // The new amount line by line (a workshop that filled up is gone from it).
      const lines = started.repriced.lines ?? saved.lines
      const held = started.repriced.released ? { seatsHeldUntil: null } : {}
      // Free without the workshop: confirmed at once, as a free registration is.
      if (amount === 0) {
        updateSaved({ amount, lines, status: 'free', ...held })
        return router.replace('/registration-confirmed')
      }
      updateSaved({ amount, lines, ...held })
      setSaved({ ...saved, amount, lines, ...held })
      return setNotice(started.repriced.message)
    }
    updateSaved({ merchantTxnNo: started.merchantTxnNo })
    if (popup.current && !popup.current.closed) popup.current.location.href = started.url
    else popup.current = window.open(started.url, 'uppedicon-payment')
    // A blocked popup: pay in this tab; /payment then routes by itself (no opener to inform).
    if (!popup.current) return window.location.assign(started.url)
    setTxn(started.merchantTxnNo)
    setPhase('waiting')
    watcher.watch(started.merchantTxnNo, popup.current)
  }

  if (!saved || isFree(saved)) return null
  return (
    <div className={styles.cards}>
      <div className={styles.card}>
        <CheckoutSummary saved={saved} />
        <TermsField
          checked={agreed}
          error={termsError}
          onChange={(checked) => {
            setAgreed(checked)
            setTermsError(null)
          }}
        />
        <CheckoutMessages error={error} onDismiss={() => setError(null)} notice={notice} phase={phase} />
        <CheckoutSurcharges />
        <CheckoutActions
          phase={phase}
          onPay={() => void payNow()}
          onPayAgain={() => void payNow(txn ?? undefined)}
          onCheckAgain={() => txn && void watcher.recheck(txn)}
        />
        <PaymentNote transfer={!!payTo} />
      </div>
      {/* Or straight to the association's account, with the proof uploaded afterwards. */}
      {payTo && <CheckoutTransfer payTo={payTo} />}
    </div>
  )
}
