'use client'

// /payment: where the gateway's window lands after /payment-callback has verified and recorded
// the outcome. It tells the checkout page that opened it (whatever host name it used), then closes; with
// no opener (the payer closed checkout, or a phone opened a tab) it routes like checkout would.
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import { PAYMENT_FAILED_MESSAGE, PAYMENT_SUCCESS_MESSAGE } from '@/lib/registrations/flow'
import { setFlash, updateSaved } from './session'

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
  const [notice, setNotice] = useState<string | null>(null)

  useEffect(() => {
    if (status !== 'success' && status !== 'failure') return
    const opener = window.opener as Window | null
    if (opener && !opener.closed) {
      try {
        // Any origin: the checkout may run under another host name of this site than the
        // configured address the gateway returned to. The message holds no secret (an outcome
        // and a transaction number), and the checkout confirms it with the server unless it
        // came from its own origin.
        opener.postMessage({ status, merchantTxnNo, transactionId }, '*')
        window.close()
        return
      } catch {
        /* the opener is gone: fall through to the redirect */
      }
    }
    if (status === 'success') {
      updateSaved({ status: 'paid', transactionId: transactionId ?? merchantTxnNo })
      setFlash({ tone: 'success', text: PAYMENT_SUCCESS_MESSAGE })
      router.replace('/payment-details')
    } else {
      setFlash({ tone: 'error', text: PAYMENT_FAILED_MESSAGE })
      router.replace('/register')
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNotice(status === 'success' ? PAYMENT_SUCCESS_MESSAGE : PAYMENT_FAILED_MESSAGE)
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
  return (
    <Alert tone={status === 'success' ? 'success' : 'error'}>
      {notice ?? (status === 'success' ? PAYMENT_SUCCESS_MESSAGE : PAYMENT_FAILED_MESSAGE)}
    </Alert>
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
