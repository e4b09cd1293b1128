'use client'

// Watching a card payment opened in the gateway's window (spec section 4, steps 3 and 4): the
// status is asked every 5 s for up to 120 s, and a message that our own /payment page posts from
// that window ends it at once (from this origin; from another host name of the site it triggers
// an immediate status check). The first final answer wins; the watcher stops. A window closed
// before the bank answered, or a bank that says "still pending", ends it within a second or so
// as unfinished, so the page can say so and offer to pay again.
import { useEffect, useRef } from 'react'
import { apiRequest } from '@/lib/api/client'
import type { TransactionStatusDto } from '@/lib/payments/schema'
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '@/lib/registrations/flow'

export type PaymentOutcome =
  | { kind: 'success'; transactionId?: string }
  | { kind: 'failure' }
  /** The bank reported another amount than the fee: flagged for the organisers, not paid. */
  | { kind: 'mismatch' }
  /** No final answer: the payer closed the bank's window, or the bank says it is still pending. */
  | { kind: 'unfinished'; reason: 'closed' | 'pending' }

/** How often the bank's window is looked at: its closing is noticed within this time. */
const WINDOW_CHECK_MS = 500

/**
 * One status check: a final outcome, or null to keep asking (errors are logged, not shown). A
 * `fresh` check has the server ask the bank now; a poll is answered from what the server knows
 * between the bank's answers, which it asks for every 45 s at most (lib/payments/service/returns.ts).
 */
export async function checkPayment(
  merchantTxnNo: string,
  amount: number,
  fresh = true,
): Promise<PaymentOutcome | null> {
  try {
    const s = await apiRequest<Partial<TransactionStatusDto>>('/payment/transactionstatus/', {
      body: new URLSearchParams({
        merchantTxnNo,
        originalTxnNo: merchantTxnNo,
        transactionType: 'STATUS',
        amount: amount.toFixed(2),
        fresh: String(fresh),
      }),
    })
    if (s.txnStatus === 'SUC') return { kind: 'success', transactionId: s.gatewayTxnId ?? merchantTxnNo }
    if (s.amountMismatch) return { kind: 'mismatch' }
    if (s.txnStatus === 'REJ' || s.txnStatus === 'ERR') return { kind: 'failure' }
  } catch (e) {
    console.warn('[checkout] status check failed:', e)
  }
  return null
}

/**
 * What a message from the bank's window (our /payment page) says about this payment: an outcome to
 * believe, 'ask' the server now, 'pending' (confirmed with the server too), or nothing for us.
 */
function reportOf(event: MessageEvent, merchantTxnNo: string): PaymentOutcome | 'ask' | 'pending' | null {
  const data = event.data as { status?: string; merchantTxnNo?: string; transactionId?: string } | null
  if (data?.merchantTxnNo && data.merchantTxnNo !== merchantTxnNo) return null
  const own = event.origin === window.location.origin
  if (data?.status === 'pending') return own || data.merchantTxnNo ? 'pending' : null
  if (data?.status !== 'success' && data?.status !== 'failure') return null
  // Our own origin reports the outcome (spec, step 4).
  if (own)
    return data.status === 'success'
      ? { kind: 'success', transactionId: data.transactionId }
      : { kind: 'failure' }
  // Another origin: the gateway returns to the configured site address, which may be another
  // host name of the site than this tab's (127.0.0.1 vs localhost, www vs bare domain). Such
  // a message only says "ask now": the server's status answer decides, as a poll would.
  return data.merchantTxnNo ? 'ask' : null
}

export function usePaymentWatcher(amount: number, onOutcome: (outcome: PaymentOutcome) => void) {
  const stop = useRef<() => void>(() => {})
  useEffect(() => () => stop.current(), [])

  /** `payWindow`: the bank's window (null: the payer pays in this tab). */
  function watch(merchantTxnNo: string, payWindow: Window | null) {
    stop.current()
    const started = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const end = (outcome: PaymentOutcome) => {
      stop.current()
      onOutcome(outcome)
    }
    /** Asks now; without a final answer the payment ends unfinished for `reason`. */
    const settle = (reason: 'closed' | 'pending') =>
      void checkPayment(merchantTxnNo, amount).then((outcome) => {
        if (!stopped) end(outcome ?? { kind: 'unfinished', reason })
      })
    const onMessage = (event: MessageEvent) => {
      const report = reportOf(event, merchantTxnNo)
      if (report === 'pending') settle('pending')
      else if (report === 'ask')
        void checkPayment(merchantTxnNo, amount).then((outcome) => {
          if (!stopped && outcome) end(outcome)
        })
      else if (report) end(report)
    }
    const poll = async () => {
      if (stopped) return
      const outcome = await checkPayment(merchantTxnNo, amount, false)
      if (stopped) return
      if (outcome) return end(outcome)
      if (Date.now() - started >= POLL_LIMIT_MS) return end({ kind: 'unfinished', reason: 'pending' })
      timer = setTimeout(poll, POLL_INTERVAL_MS)
    }
    // The payer closed the bank's window (or it closed after reporting): one last question.
    const windowCheck = setInterval(() => {
      if (!payWindow?.closed || stopped) return
      clearInterval(windowCheck)
      settle('closed')
    }, WINDOW_CHECK_MS)
    window.addEventListener('message', onMessage)
    stop.current = () => {
      stopped = true
      clearTimeout(timer)
      clearInterval(windowCheck)
      window.removeEventListener('message', onMessage)
    }
    timer = setTimeout(poll, POLL_INTERVAL_MS)
  }

  /** Asks once more about a payment that ended unfinished ("Check again"). */
  async function recheck(merchantTxnNo: string) {
    onOutcome((await checkPayment(merchantTxnNo, amount)) ?? { kind: 'unfinished', reason: 'pending' })
  }

  return { watch, recheck, stop: () => stop.current() }
}
