'use client'

// /payment: where the gateway's window lands after /payment-callback has verified and recorded
// the outcome. It tells the checkout page that opened it (whatever host name it used), then closes;
// with no opener (the payer closed checkout, or a phone opened a tab) a paid delegate is taken to
// their own page, and a refusal stays here, saying what happened and what to do.
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import { delegatePath, PAID_MESSAGE, PAYMENT_FAILED_MESSAGE } from '@/lib/registrations/flow'
import { loadSaved, updateSaved } from './session'

export type ReturnStatus = 'success' | 'failure' | 'pending' | 'unverified' | 'none'

export function PaymentReturn({
  status,
  merchantTxnNo,
  transactionId,
}: {
  status: ReturnStatus
  merchantTxnNo?: string
  transactionId?: string
}) {
  const router = useRouter()
  // This browser's registration (session storage): where "Pay again" goes, and the delegate's page.
  const [canPayAgain, setCanPayAgain] = useState(false)

  useEffect(() => {
    if (status !== 'success' && status !== 'failure' && status !== 'pending') return
    const opener = window.opener as Window | null
    if (opener && !opener.closed) {
      try {
        // Any origin: the checkout may run under another host name of this site than the
        // configured address the gateway returned to. The message holds no secret (an outcome
        // and a transaction number), and the checkout confirms it with the server unless it
        // came from its own origin (a "pending" always).
        opener.postMessage({ status, merchantTxnNo, transactionId }, '*')
        if (status !== 'pending') window.close()
        return
      } catch {
        /* the opener is gone: carry on here */
      }
    }
    const saved = loadSaved()
    if (status === 'success' && saved) {
      updateSaved({ status: 'paid', transactionId: transactionId ?? merchantTxnNo })
      router.replace(delegatePath(saved.registrationId, saved.token))
    }
    // Reading session storage after hydration is the point: the server has none.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCanPayAgain(saved !== null)
  }, [status, merchantTxnNo, transactionId, router])

  if (status === 'none') return <NoPayment />
  if (status === 'pending')
    return (
      <>
        <Alert tone="info">
          Your payment is still being processed by the bank. You can close this window: the registration page
          keeps checking, and you will receive a confirmation e-mail as soon as the bank confirms the payment.
          Please do not pay again.
        </Alert>
        <ButtonLink href="/" variant="secondary">
          Back to home
        </ButtonLink>
      </>
    )
  if (status === 'unverified')
    return (
      <>
        <Alert tone="error">
          The payment response could not be verified, so nothing was recorded from it. If money was debited,
          the payment is confirmed with the bank automatically; otherwise please try again.
        </Alert>
        <ButtonLink href="/checkout" variant="secondary">
          Back to checkout
        </ButtonLink>
      </>
    )
  if (status === 'success')
    return (
      <Alert tone="success">
        <strong>{PAID_MESSAGE}</strong> Your confirmation e-mail, with your receipt and the link to your
        registration page, is on its way.
      </Alert>
    )
  return (
    <>
      <Alert tone="error">{PAYMENT_FAILED_MESSAGE}</Alert>
      {canPayAgain && (
        <ButtonLink href="/checkout" variant="cta">
          Pay again
        </ButtonLink>
      )}
    </>
  )
}

/** /payment with no payment in progress: what the delegate can do instead. */
function NoPayment() {
  return (
    <>
      <Alert tone="info">
        <strong>{NO_PAYMENT_MESSAGE}</strong> This page shows the bank&apos;s answer after you pay the
        registration fee.
      </Alert>
      <ul>
        <li>To register for the conference, fill in the registration form; you pay at the end of it.</li>
        <li>
          Already registered? Continue from the link in the confirmation e-mail we sent you: it takes you back
          to your registration, to pay or to upload your payment proof.
        </li>
      </ul>
      <ButtonLink href="/register" variant="cta">
        Register now
      </ButtonLink>
    </>
  )
}

export const NO_PAYMENT_MESSAGE = 'No payment is in progress.'
