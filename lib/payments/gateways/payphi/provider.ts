// The payphi provider: the bank's PayPhi gateway (ICICI Orange PG) or the built-in sandbox speaking
// the same protocol, each with its configuration. initiateSale, STATUS and REFUND go through
// ./client.ts; returns and advices are signed with the merchant key.
import 'server-only'
import { indiaTimestamp } from '@/lib/dates'
import { siteAddress } from '@/lib/env'
import { paiseToAmount } from '@/lib/money'
import type { PaymentProvider } from '../types'
import { initiateSale, queryStatus, requestRefund } from './client'
import { payphiConfig, type PayphiConfig } from './config'
import { verifySecureHash } from './hash'

/** Where payphi returns the payer (browser form POST) and sends its payment advices. */
export const PAYPHI_RETURN_PATH = '/payment-callback'

/** The payphi protocol with a configuration (read per call: operators and tests change it). */
export function payphiProtocol(gateway: 'payphi' | 'sandbox', config: () => PayphiConfig): PaymentProvider {
  return {
    gateway,
    txnPrefix: 'UP',
    returnPath: PAYPHI_RETURN_PATH,
    canRefund: true,
    async startSale(sale) {
      const { redirectURI, tranCtx } = await initiateSale(
        {
          merchantTxnNo: sale.merchantTxnNo,
          amount: paiseToAmount(sale.amountPaise),
          customerEmailID: sale.email,
          customerMobileNo: `91${sale.mobileNumber}`,
          customerName: sale.name,
          returnURL: siteAddress(PAYPHI_RETURN_PATH),
          txnDate: indiaTimestamp(),
          addlParam1: sale.reference,
          paymentAttemptId: sale.paymentAttemptId,
        },
        config(),
      )
      return { redirectURI, tranCtx }
    },
    // A sale and a refund are each asked about under their own number: the sale's number would
    // answer the sale's status (SUC, and for a full refund even the same amount).
    status: (attempt) =>
      queryStatus(
        {
          merchantTxnNo: attempt.merchantTxnNo,
          originalTxnNo: attempt.merchantTxnNo,
          amount: paiseToAmount(attempt.amountPaise),
          paymentAttemptId: attempt.id,
        },
        config(),
      ),
    async refund(r) {
      await requestRefund(r, config())
    },
    verifyReturn(fields) {
      const cfg = config()
      return verifySecureHash(fields, cfg.secretKey) && fields.merchantId === cfg.merchantId
    },
  }
}

/** The bank's payphi gateway with the merchant credentials (PAYMENT_MODE=payphi). */
export const payphiProvider = payphiProtocol('payphi', payphiConfig)
