// Which provider handles a payment (docs/payments.md, "Providers"), chosen in one place: a new sale
// by PAYMENT_MODE, an existing attempt by its recorded gateway (and the older kit by its number).
import 'server-only'
import { parseEnv } from '@/lib/env'
import type { PaymentAttempt } from '@/lib/generated/prisma/client'
import { iciciMsProvider, KIT_TXN_PREFIX } from './icici-ms'
import { bankProvider } from './orange-pg'
import { sandboxProvider } from './sandbox'
import type { PaymentProvider, SaleProvider } from './types'

export type { PaymentProvider, SaleProvider } from './types'
export { iciciMsProvider, KIT_TXN_PREFIX } from './icici-ms'

/** The provider the site's pages take payments with: PAYMENT_MODE (read per call; its credentials when used). */
export function paymentProvider(): SaleProvider {
  return parseEnv(process.env).paymentMode === 'bank' ? bankProvider : sandboxProvider
}

/** The provider that knows an attempt (its status, refunds). */
export function providerFor(attempt: Pick<PaymentAttempt, 'gateway' | 'merchantTxnNo'>): PaymentProvider {
  if (attempt.gateway === 'icici_ms') return iciciMsProvider
  if (attempt.gateway === 'sandbox' && attempt.merchantTxnNo.startsWith(KIT_TXN_PREFIX))
    return iciciMsProvider
  return paymentProvider()
}
