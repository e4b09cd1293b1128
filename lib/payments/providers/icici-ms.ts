// The older ICICI Merchant Solutions kit (lib/payments/ms-service.ts starts its sales): it has no
// STATUS and no refund command, so its verified return decides and its payments are refunded from
// the bank's merchant portal. In sandbox mode it talks to the sandbox's kit and its attempts are
// recorded with gateway `sandbox`.
import 'server-only'
import { conflict } from '@/lib/api/errors'
import { msConfig, msVerify } from '../icici-ms'
import type { PaymentProvider } from './types'

/** The kit's transaction numbers start with this (ours otherwise with UP): a sandbox attempt tells its kit. */
export const KIT_TXN_PREFIX = 'UM'

export const iciciMsProvider: PaymentProvider = {
  get gateway() {
    return msConfig()?.mode === 'sandbox' ? 'sandbox' : 'icici_ms'
  },
  canRefund: false,
  status: async () => null,
  refund: async () => {
    throw conflict('The older ICICI kit has no refund command.')
  },
  verifyReturn(fields) {
    const cfg = msConfig()
    return !!cfg && msVerify(fields, cfg.secret) && fields.MerchantId === cfg.merchantId
  },
}
