'use client'

// The checkout's other way to pay: by UPI or bank transfer straight to the association's account,
// as the delegate's page shows it (pay-by-transfer.tsx): the exact amount, the registration number
// to quote, the UPI QR code and link. Read for this browser's registration (its token in a header),
// again when the amount changes; the proof then goes up on /payment-details. Nothing shows when the
// organisers set no account, nothing is owed, or the server cannot be reached (PAY NOW stays).
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { apiRequest } from '@/lib/api/client'
import type { PayTo } from '@/lib/payments/direct/pay-to'
import { payToPath, REGISTRATION_TOKEN_HEADER, type SavedRegistration } from '@/lib/registrations/flow'
import { PayByTransfer } from './pay-by-transfer'
import styles from './registration.module.css'

/** Where this browser's registration may be paid by transfer (null: nowhere, or not known yet). */
export function usePayTo(saved: SavedRegistration | null | undefined): PayTo | null {
  const [payTo, setPayTo] = useState<PayTo | null>(null)
  const { registrationId, token, amount } = saved ?? {}
  useEffect(() => {
    if (!registrationId || !token) return
    let current = true
    apiRequest<{ pay_to: PayTo | null }>(payToPath(registrationId), {
      headers: { [REGISTRATION_TOKEN_HEADER]: token },
    })
      .then((answer) => current && setPayTo(answer.pay_to))
      .catch(() => current && setPayTo(null))
    return () => {
      current = false
    }
  }, [registrationId, token, amount])
  return payTo
}

export function CheckoutTransfer({ payTo }: { payTo: PayTo }) {
  return (
    <PayByTransfer
      payTo={payTo}
      then={
        <>
          then <Link href="/payment-details">upload your payment proof</Link> (a screenshot or the bank&apos;s
          receipt, with the transaction ID) so the organisers can confirm your registration.
        </>
      }
    />
  )
}

/** Under PAY NOW: what the bank's page does, and (`transfer`) the way to the direct transfer below. */
export function PaymentNote({ transfer }: { transfer: boolean }) {
  return (
    <p className={styles.muted}>
      Card, net banking and UPI payments are processed by the bank&apos;s secure payment page; this site never
      sees your card details.
      {transfer && (
        <>
          {' '}
          Or pay the association directly <a href="#pay-to-heading">by UPI or bank transfer</a>.
        </>
      )}
    </p>
  )
}
