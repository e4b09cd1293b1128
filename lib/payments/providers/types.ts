// The contract every payment provider keeps (docs/payments.md, "Providers"): the payment service
// (sales, verdicts, returns, refunds) speaks only this, and never asks which gateway is behind it.
import type { PaymentAttempt, PaymentGateway } from '@/lib/generated/prisma/client'
import type { GatewayAnswer, SaleRequest } from '../client'

export interface PaymentProvider {
  /** How its attempts are recorded (payment_attempts.gateway); `sandbox` is never money collected. */
  readonly gateway: PaymentGateway
  /** Whether its sales can be refunded from the site (else: from the bank's merchant portal). */
  readonly canRefund: boolean
  /** A signed STATUS answer about an attempt; null when the provider has none (its return decides). */
  status(attempt: PaymentAttempt): Promise<GatewayAnswer | null>
  /** Sends a refund under its own number; its result is learnt by status(). GatewayError when refused. */
  refund(r: {
    merchantTxnNo: string
    originalTxnNo: string
    amount: string
    paymentAttemptId: number
  }): Promise<void>
  /** Whether a return or advice (its fields, decrypted if need be) carries this provider's valid signature. */
  verifyReturn(fields: Record<string, string>): boolean
}

/** A provider the site's own pages start sales with (the one PAYMENT_MODE chooses). */
export interface SaleProvider extends PaymentProvider {
  startSale(sale: SaleRequest): Promise<{ redirectURI: string; tranCtx: string }>
}
