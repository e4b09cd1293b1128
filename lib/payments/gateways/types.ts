// The contract every payment provider keeps (docs/payments.md, "Providers"): the payment service
// (lib/payments/service) speaks only this, and never asks which gateway is behind it. A provider
// is a gateway's protocol with a configuration: payphi (the bank's), icici (the older kit), and the
// built-in sandbox speaking either.
import type { PaymentAttempt, PaymentGateway } from '@/lib/generated/prisma/client'

/** A signed answer of a gateway, as flat text fields. */
export type GatewayAnswer = Record<string, string>

/** A new sale, as the service hands it to a provider (the provider lays it out for its gateway). */
export interface Sale {
  merchantTxnNo: string
  amountPaise: number
  email: string
  /** Ten digits, without the country code. */
  mobileNumber: string
  name: string
  /** The registration number, shown to the payer and carried back. */
  reference: string
  paymentAttemptId: number
}

/** Where the payer goes to pay a sale. */
export interface PayerPage {
  /** The gateway's page: opened with `?tranCtx=` (payphi), or posted `form` to (icici). */
  redirectURI: string
  /** payphi: the page's short-lived session. */
  tranCtx?: string
  /** icici: the signed, encrypted fields the browser submits to redirectURI. */
  form?: Record<string, string>
}

export interface PaymentProvider {
  /** How its attempts are recorded (payment_attempts.gateway); `sandbox` is never money collected. */
  readonly gateway: PaymentGateway
  /** Our transaction numbers for it start with this: the sandbox's attempts tell their protocol. */
  readonly txnPrefix: string
  /** Where the gateway returns the payer on our site. */
  readonly returnPath: string
  /** Whether its sales can be refunded from the site (else: from the bank's merchant portal). */
  readonly canRefund: boolean
  /** Asks the gateway for the payer's page of a new sale (every exchange stored). GatewayError when refused. */
  startSale(sale: Sale): Promise<PayerPage>
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
