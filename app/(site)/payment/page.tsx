import type { Metadata } from 'next'
import { Suspense } from 'react'
import { FlowPage } from '@/components/registration/flow-page'
import { PaymentReturn, type ReturnStatus } from '@/components/registration/payment-return'
import { findAttempt } from '@/lib/payments/sales'

export const metadata: Metadata = { title: 'Payment', robots: { index: false } }

type Search = Promise<Record<string, string | string[] | undefined>>

/** The recorded outcome of a payment (the callback has already verified and confirmed it). */
async function Outcome({ searchParams }: { searchParams: Search }) {
  const q = await searchParams
  const txn = typeof q.txn === 'string' && /^[A-Za-z0-9]{1,20}$/.test(q.txn) ? q.txn : null
  const attempt = txn ? await findAttempt(txn) : null
  if (!attempt) return <PaymentReturn status={q.error === 'unverified' ? 'unverified' : 'pending'} />
  const status: ReturnStatus =
    attempt.txnStatus === 'SUC' ? 'success' : attempt.txnStatus === 'REQ' ? 'pending' : 'failure'
  return (
    <PaymentReturn
      status={status}
      merchantTxnNo={attempt.merchantTxnNo}
      transactionId={attempt.gatewayTxnId ?? attempt.merchantTxnNo}
    />
  )
}

// /payment — where the payer lands after the gateway
export default function PaymentPage({ searchParams }: { searchParams: Search }) {
  return (
    <FlowPage step="UP Pedicon 2025 registration" title="Payment" narrow>
      <Suspense fallback={<p>Checking your payment…</p>}>
        <Outcome searchParams={searchParams} />
      </Suspense>
    </FlowPage>
  )
}
