// The icici provider, ICICI's older Merchant Solutions kit: a sale is an encrypted request the
// browser submits to the bank's capture page; the bank returns the browser with an encrypted,
// signed paymentResponse. It has no STATUS and no refund command, so its verified return decides
// and its payments are refunded from the bank's merchant portal. In sandbox mode it talks to the
// sandbox's kit and its attempts are recorded with gateway `sandbox`.
import 'server-only'
import { z } from 'zod'
import { ApiError, conflict } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { siteAddress } from '@/lib/env'
import { gatewayName } from '../common'
import type { PaymentProvider } from '../types'
import { iciciConfig } from './config'
import { iciciDecrypt, iciciEncrypt, iciciVerify } from './kit'

/** The spec's return address of the kit: GET with ?paymentResponse=… */
export const ICICI_RETURN_PATH = '/payment/msreturn'

function requireConfig() {
  const cfg = iciciConfig()
  if (!cfg) throw new ApiError('not_found', 'The older card payment kit is not configured on this site.')
  return cfg
}

export const iciciProvider: PaymentProvider = {
  get gateway() {
    return iciciConfig()?.gateway ?? 'icici'
  },
  // Our numbers for the kit start with UM (the others with UP): a sandbox attempt tells its protocol.
  txnPrefix: 'UM',
  returnPath: ICICI_RETURN_PATH,
  canRefund: false,
  async startSale(sale) {
    const cfg = requireConfig()
    const fields: Record<string, string> = {
      Amount: String(sale.amountPaise),
      BankId: cfg.bankId,
      Currency: '356',
      MCC: cfg.mcc,
      MerchantId: cfg.merchantId,
      PassCode: cfg.passCode,
      ReturnURL: `${siteAddress(ICICI_RETURN_PATH)}?TxnRefNo=${sale.merchantTxnNo}`,
      TerminalId: cfg.terminalId,
      TxnRefNo: sale.merchantTxnNo,
      TxnType: 'Pay',
      Version: '1',
      OrderInfo: sale.reference,
      Email: sale.email,
      FirstName: gatewayName(sale.name),
      Phone: sale.mobileNumber,
    }
    const { PassCode: _secret, ...logged } = fields
    void _secret
    await db().gatewayExchange.create({
      data: {
        operation: 'createpayment',
        merchantTxnNo: sale.merchantTxnNo,
        paymentAttemptId: sale.paymentAttemptId,
        request: logged,
      },
    })
    const form = {
      EncData: iciciEncrypt(fields, cfg),
      MerchantId: cfg.merchantId,
      TerminalId: cfg.terminalId,
      BankId: cfg.bankId,
      Version: '1',
    }
    return { redirectURI: cfg.captureUrl, form }
  },
  status: async () => null,
  refund: async () => {
    throw conflict('The older ICICI kit has no refund command.')
  },
  verifyReturn(fields) {
    const cfg = iciciConfig()
    return !!cfg && iciciVerify(fields, cfg.secret) && fields.MerchantId === cfg.merchantId
  },
}

const envelopeSchema = z.object({
  EncData: z.string().min(1).max(20_000),
  MerchantId: z.string().optional(),
  BankId: z.string().optional(),
  TerminalId: z.string().optional(),
})

/** The return's paymentResponse decrypted into its fields (not yet verified); null when unreadable. */
export function iciciReturnFields(paymentResponse: string): Record<string, string> | null {
  const cfg = requireConfig()
  try {
    return iciciDecrypt(envelopeSchema.parse(JSON.parse(paymentResponse)).EncData, cfg)
  } catch {
    return null
  }
}

/** What a verified return says of the sale: the bank's code 00 is a success. */
export const iciciReturnOutcome = (fields: Record<string, string>) => ({
  success: fields.ResponseCode === '00',
  amountPaise: fields.Amount ?? '',
  gatewayTxnId: fields.RetRefNo || null,
})
