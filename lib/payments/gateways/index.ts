// Which provider handles a payment (docs/payments.md, "Providers"), chosen in one place: a new sale
// on the site's pages by PAYMENT_MODE, an existing attempt by its recorded gateway and its number.
import 'server-only'
import { parseEnv, paymentModeProblem } from '@/lib/env'
import type { PaymentAttempt } from '@/lib/generated/prisma/client'
import { sandboxPayphiConfig } from '../sandbox/config'
import { GatewayError } from './common'
import { iciciProvider } from './icici/provider'
import { payphiProtocol, payphiProvider } from './payphi/provider'
import type { PaymentProvider } from './types'

export type { GatewayAnswer, PayerPage, PaymentProvider, Sale } from './types'
export { iciciProvider } from './icici/provider'

/** The built-in sandbox speaking payphi (its icici kit is iciciProvider in sandbox mode). */
export const sandboxProvider = payphiProtocol('sandbox', sandboxPayphiConfig)

/** The provider the site's pages take payments with: PAYMENT_MODE (read per call). */
export function paymentProvider(): PaymentProvider {
  const cfg = parseEnv(process.env)
  const problem = paymentModeProblem(cfg)
  if (problem) throw new Error(`Payment gateway: ${problem}`)
  return cfg.paymentMode === 'payphi' ? payphiProvider : sandboxProvider
}

/**
 * A refund the organisers sent by transfer (lib/payments/service/offline-refunds.ts) is settled
 * when recorded: no gateway made it, so none is asked about it, and no return names it validly.
 */
const noGateway: PaymentProvider = {
  gateway: 'transfer',
  txnPrefix: 'UP',
  returnPath: '/payment-callback',
  canRefund: false,
  startSale: () => Promise.reject(new GatewayError('A refund by transfer is not a sale.', 'invalid')),
  status: async () => null,
  refund: () => Promise.reject(new GatewayError('A refund by transfer cannot be refunded.', 'invalid')),
  verifyReturn: () => false,
}

/** The provider that made an attempt (its status, return, refunds), whatever the mode is now. */
export function providerFor(attempt: Pick<PaymentAttempt, 'gateway' | 'merchantTxnNo'>): PaymentProvider {
  if (attempt.gateway === 'transfer') return noGateway
  const made = attempt.merchantTxnNo.startsWith(iciciProvider.txnPrefix)
  if (attempt.gateway === 'icici' || (attempt.gateway === 'sandbox' && made)) return iciciProvider
  return attempt.gateway === 'payphi' ? payphiProvider : sandboxProvider
}
