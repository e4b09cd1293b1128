import type { Metadata } from 'next'
import { Suspense } from 'react'
import { FlowPage } from '@/components/registration/flow-page'
import { PaymentReturn, type ReturnStatus } from '@/components/registration/payment-return'
import { getSiteEdition } from '@/lib/editions/site'
import { findAttempt } from '@/lib/payments/service/sales'

export const metadata: Metadata = { title: 'Payment', robots: { index: false } }

type Search = Promise<Record<string, string | string[] | undefined>>

/** The recorded outcome of a payment (the callback has already verified and confirmed it). */
async function Outcome({ searchParams }: { searchParams: Search }) {
  const q = await searchParams
  const txn = typeof q.txn === 'string' && /^[A-Za-z0-9]{1,20}$/.test(q.txn) ? q.txn : null
  if (q.error === 'unverified') return <PaymentReturn status="unverified" />
  // Opened directly (a bookmark, a typed address, an unknown number): no payment to report on.
  const attempt = txn ? await findAttempt(txn) : null
  if (!attempt) return <PaymentReturn status="none" />
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
export default async function PaymentPage({ searchParams }: { searchParams: Search }) {
  const site = await getSiteEdition()
  return (
    <FlowPage step={`${site.edition.name} registration`} title="Payment" narrow>
      <Suspense fallback={<p>Checking your payment…</p>}>
        <Outcome searchParams={searchParams} />
      </Suspense>
    </FlowPage>
  )
}
