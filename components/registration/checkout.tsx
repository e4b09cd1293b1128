'use client'

// /checkout: summary, terms, PAY NOW. The gateway's page opens in a new window; the outcome
// arrives by whichever comes first: a status poll (every 5 s, up to 120 s) or a message that
// our own /payment page posts from that window when the gateway returns the payer.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/field'
import { CATEGORY_LABELS, type Category } from '@/lib/fees'
import { formatRupees } from '@/lib/money'
import {
  INCOMPLETE_GATEWAY_RESPONSE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_SUCCESS_MESSAGE,
  POLL_INTERVAL_MS,
  POLL_LIMIT_MS,
  ZERO_AMOUNT_MESSAGE,
  type SavedRegistration,
} from '@/lib/registrations/schema'
import styles from './registration.module.css'
import { errorText, loadSaved, setFlash, updateSaved } from './session'

type Phase = 'idle' | 'starting' | 'waiting' | 'timeout'
const PENDING_MESSAGE =
  'We have not received a final answer from the bank yet. If money was debited, do not pay again: the payment will be confirmed automatically and you will receive a confirmation e-mail. You can check again now, or contact the organisers with your registration number.'

export function Checkout() {
  const router = useRouter()
  const [saved, setSaved] = useState<SavedRegistration | null | undefined>(undefined)
  const [agreed, setAgreed] = useState(false)
  const [termsError, setTermsError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [txn, setTxn] = useState<string | null>(null)
  const popup = useRef<Window | null>(null)
  const stop = useRef<() => void>(() => {})

  useEffect(() => {
    const s = loadSaved()
    /* eslint-disable react-hooks/set-state-in-effect -- session storage exists only after hydration;
       this also runs when a kept (hidden) instance of this page is shown again */
    setSaved(s)
    setPhase('idle')
    setError(null)
    /* eslint-enable react-hooks/set-state-in-effect */
    if (!s) router.replace('/register')
    return () => stop.current()
  }, [router])

  function finish(outcome: 'success' | 'failure', transactionId?: string) {
    stop.current()
    popup.current?.close()
    if (outcome === 'success') {
      updateSaved({ status: 'paid', ...(transactionId ? { transactionId } : {}) })
      setFlash({ tone: 'success', text: PAYMENT_SUCCESS_MESSAGE })
      router.push('/payment-details')
    } else {
      setFlash({ tone: 'error', text: PAYMENT_FAILED_MESSAGE })
      router.push('/register')
    }
  }

  /** Polls the status every 5 s for up to 120 s and listens for our /payment page's message. */
  function watch(merchantTxnNo: string) {
    stop.current()
    setTxn(merchantTxnNo)
    const started = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const onMessage = (event: MessageEvent) => {
      // Only our own origin may report an outcome (the gateway's pages are another origin).
      if (event.origin !== window.location.origin) return
      const data = event.data as { status?: string; merchantTxnNo?: string; transactionId?: string } | null
      if (data?.merchantTxnNo && data.merchantTxnNo !== merchantTxnNo) return
      if (data?.status === 'success' || data?.status === 'failure') finish(data.status, data.transactionId)
    }
    const poll = async () => {
      if (stopped) return
      try {
        const response = await fetch('/payment/transactionstatus/', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            merchantTxnNo,
            originalTxnNo: merchantTxnNo,
            transactionType: 'STATUS',
            amount: (saved?.amount ?? 0).toFixed(2),
          }),
        })
        if (response.ok) {
          const s = (await response.json()) as {
            txnStatus?: string
            gatewayTxnId?: string | null
            amountMismatch?: boolean
          }
          if (s.txnStatus === 'SUC') return finish('success', s.gatewayTxnId ?? merchantTxnNo)
          if (s.amountMismatch) {
            stop.current()
            popup.current?.close()
            setPhase('idle')
            return setError(
              'The bank reported a different amount than your registration fee, so the payment could not be confirmed automatically. The organisers have been alerted and will contact you; please do not pay again.',
            )
          }
          if (s.txnStatus === 'REJ' || s.txnStatus === 'ERR') return finish('failure')
        } else console.warn('[checkout] status check failed:', response.status)
      } catch (e) {
        console.warn('[checkout] status check failed:', e)
      }
      if (stopped) return
      if (Date.now() - started >= POLL_LIMIT_MS) {
        stop.current()
        setPhase('timeout')
        return
      }
      timer = setTimeout(poll, POLL_INTERVAL_MS)
    }
    window.addEventListener('message', onMessage)
    stop.current = () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
    }
    setPhase('waiting')
    timer = setTimeout(poll, POLL_INTERVAL_MS)
  }

  async function payNow() {
    setError(null)
    if (!agreed) {
      setTermsError('Please accept the terms and conditions to continue.')
      return
    }
    if (!saved) return
    if (saved.amount <= 0) {
      setError(ZERO_AMOUNT_MESSAGE)
      return
    }
    // Opened inside the click so popup blockers allow it; pointed at the gateway once known.
    popup.current = window.open('', 'uppedicon-payment')
    setPhase('starting')
    let response: Response | null = null
    try {
      response = await fetch('/payment/initiatepayment/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          participant_id: saved.participantId,
          participant_token: saved.token,
          amount: saved.amount.toFixed(2),
          customerEmailID: saved.email,
          customerName: saved.name,
          customerMobileNo: saved.mobile_number,
        }),
      })
    } catch {
      /* handled below */
    }
    const body = response?.ok
      ? ((await response.json()) as { redirectURI?: string; tranCtx?: string; merchantTxnNo?: string })
      : null
    if (!response?.ok || !body?.redirectURI || !body.tranCtx || !body.merchantTxnNo) {
      popup.current?.close()
      setPhase('idle')
      setError(
        response?.ok
          ? INCOMPLETE_GATEWAY_RESPONSE
          : await errorText(response, 'The payment could not be started. Please try again in a few minutes.'),
      )
      return
    }
    updateSaved({ merchantTxnNo: body.merchantTxnNo })
    const url = `${body.redirectURI}?tranCtx=${encodeURIComponent(body.tranCtx)}`
    if (popup.current && !popup.current.closed) popup.current.location.href = url
    else popup.current = window.open(url, 'uppedicon-payment')
    // A blocked popup: pay in this tab; /payment then routes by itself (no opener to inform).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the bank's page, not one of ours
    if (!popup.current) return window.location.assign(url)
    watch(body.merchantTxnNo)
  }

  if (!saved) return null
  const free = saved.amount <= 0 || saved.status === 'free'
  return (
    <div className={styles.card}>
      <h2 className="visually-hidden">Summary</h2>
      <dl className={styles.summary}>
        <dt>Registration number</dt>
        <dd>{saved.registrationNumber}</dd>
        <dt>Name</dt>
        <dd>{saved.name}</dd>
        <dt>Email</dt>
        <dd>{saved.email}</dd>
        <dt>Mobile number</dt>
        <dd>{saved.mobile_number}</dd>
        <dt>Category</dt>
        <dd>{CATEGORY_LABELS[saved.category as Category] ?? saved.category}</dd>
      </dl>
      <div className={styles.amount}>
        <span>Amount to pay</span>
        <strong data-testid="checkout-amount">{formatRupees(saved.amount)}</strong>
      </div>
      {free && (
        <Alert tone="success">
          Your registration is confirmed free of charge. A confirmation e-mail with your registration number
          is on its way.
        </Alert>
      )}
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
      <div className={styles.actions}>
        {free ? (
          <>
            <Button type="button" variant="cta" onClick={() => setError(ZERO_AMOUNT_MESSAGE)}>
              PAY NOW
            </Button>
            <ButtonLink href="/" variant="secondary">
              Back to home
            </ButtonLink>
          </>
        ) : phase === 'timeout' && txn ? (
          <Button type="button" variant="cta" onClick={() => watch(txn)}>
            Check again
          </Button>
        ) : (
          <Button
            type="button"
            variant="cta"
            onClick={payNow}
            disabled={phase === 'starting' || phase === 'waiting'}
            aria-busy={phase === 'starting'}
          >
            {phase === 'starting' || phase === 'waiting' ? 'Processing...' : 'PAY NOW'}
          </Button>
        )}
      </div>
      <p className={styles.muted}>
        Card, net banking and UPI payments are processed by the bank&apos;s secure payment page; this site
        never sees your card details.
      </p>
    </div>
  )
}
