// What the card-payment API answers (docs/payments.md). Client-safe.
import type { PriceLineDto } from '@/lib/pricing'

/** Said on every page, mail and receipt of the payment path when PAYMENT_MODE=sandbox. */
export const SANDBOX_NOTICE =
  'This site takes payments through a sandbox gateway: no money moves, and a payment made here is not a real payment.'

/** How a mail about sandbox money is marked: its subject starts with this… */
export const TEST_SUBJECT_PREFIX = '[TEST] '
/** …and its body says this first. */
export const TEST_MAIL_NOTICE = `TEST MODE: ${SANDBOX_NOTICE}`

/** An attempt's status as the gateway names it: REQ in process, SUC, REJ, ERR. */
export type TxnStatus = 'SUC' | 'REJ' | 'ERR' | 'REQ'

/** POST /payment/initiatepayment/: where the browser goes to pay. */
export interface StartedPayment {
  redirectURI: string
  tranCtx: string
  merchantTxnNo: string
  amount: string
}

/**
 * POST /payment/initiatepayment/ after the registration's fee slab ended, or when a workshop filled
 * up after its seat hold ended: re-priced, nothing charged; the delegate sees the new amount and
 * presses PAY NOW again.
 */
export interface RepricedPayment {
  repriced: true
  /** The new amount, rupees with two decimals. */
  amount: string
  previous_amount: string
  /** The slab it is priced at now. */
  slab: string
  message: string
  /** The amount line by line, as it stands now (lib/pricing.ts). */
  lines?: PriceLineDto[]
  /** Workshops dropped because they filled up after the registration's seat hold ended. */
  released?: string[]
}

/** POST /payment/transactionstatus/: our verdict on a sale (SUC only when verified as paid). */
export interface TransactionStatusDto {
  txnStatus: TxnStatus
  merchantTxnNo: string
  gatewayTxnId: string | null
  /** The gateway reported another amount than asked for: flagged, not paid. */
  amountMismatch: boolean
}

/** The outcome of the gateway's browser return or server-to-server advice. */
export interface ReturnOutcome {
  status: 'success' | 'failure' | 'pending'
  merchantTxnNo: string
  /** Whose sale it was: a registration's, or an institution's group's (then its page follows). */
  registrationId: number | null
  groupId: number | null
  gatewayTxnId: string | null
}
