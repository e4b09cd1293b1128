// The bank's gateway, ICICI Orange PG (PayPhi): initiateSale, STATUS and REFUND through
// lib/payments/client.ts, returns and advices signed with the merchant key.
import 'server-only'
import { paiseToAmount } from '@/lib/money'
import { initiateSale, queryStatus, requestRefund } from '../client'
import { gatewayConfig, type GatewayConfig } from '../config'
import { verifySecureHash } from '../hash'
import type { SaleProvider } from './types'

/** The Orange PG protocol with a configuration (read per call: operators and tests change it). */
export function orangePgProvider(gateway: 'payphi' | 'sandbox', config: () => GatewayConfig): SaleProvider {
  return {
    gateway,
    canRefund: true,
    async startSale(sale) {
      const { redirectURI, tranCtx } = await initiateSale(sale, config())
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

/** The bank's Orange PG with the merchant credentials (PAYMENT_MODE=bank). */
export const bankProvider = orangePgProvider('payphi', gatewayConfig)
