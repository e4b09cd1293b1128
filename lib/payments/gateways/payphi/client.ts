// The payphi client (docs/payments.md, "payphi"): initiateSale, STATUS and REFUND, each signed
// with the merchant key, sent with a 15 s timeout, and stored verbatim in GatewayExchange
// (request, response, HTTP status, whether the answer's signature verified) before anything acts
// on it. It cannot tell the sandbox from the bank: only its configuration differs.
import 'server-only'
import { db } from '@/lib/db/client'
import { postText, PostTimeout } from '@/lib/net/post'
import { GATEWAY_TIMEOUT_MS, GatewayError, gatewayName } from '../common'
import type { GatewayAnswer } from '../types'
import { payphiConfig, type PayphiConfig } from './config'
import { signed, verifySecureHash, type GatewayFields } from './hash'

export const CURRENCY_INR = '356'

interface Exchange {
  operation: 'initiateSale' | 'status' | 'refund'
  url: string
  fields: GatewayFields
  encoding: 'json' | 'form'
  paymentAttemptId?: number
  merchantTxnNo: string
  /** STATUS answers are acted upon: an unsigned one is refused. */
  requireSignature: boolean
  timeoutMs?: number
}

/** The gateway's answer as flat text fields, or why it cannot be read. */
function readAnswer(
  status: number,
  text: string,
): { response: GatewayAnswer | null; failure: GatewayError | null } {
  try {
    const parsed: unknown = JSON.parse(text)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
    const response = Object.fromEntries(
      Object.entries(parsed).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
    )
    return { response, failure: null }
  } catch {
    return {
      response: null,
      failure: new GatewayError(
        `The payment gateway answered HTTP ${status} with an unreadable body.`,
        'invalid',
      ),
    }
  }
}

async function exchange(cfg: PayphiConfig, x: Exchange): Promise<GatewayAnswer> {
  const request = signed(
    Object.fromEntries(Object.entries(x.fields).filter(([, v]) => v !== undefined)),
    cfg.secretKey,
  )
  const body =
    x.encoding === 'json'
      ? JSON.stringify(request)
      : new URLSearchParams(request as Record<string, string>).toString()
  let httpStatus: number | null = null
  let response: GatewayAnswer | null = null
  let hashValid: boolean | null = null
  let failure: GatewayError | null = null
  try {
    const answer = await postText(x.url, {
      headers: {
        'content-type': x.encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body,
      timeoutMs: x.timeoutMs ?? GATEWAY_TIMEOUT_MS,
    })
    httpStatus = answer.status
    ;({ response, failure } = readAnswer(answer.status, answer.text))
    if (response) {
      if (response.secureHash) hashValid = verifySecureHash(response, cfg.secretKey)
      else if (x.requireSignature) hashValid = false
      if (hashValid === false)
        failure = new GatewayError('The payment gateway answer failed the signature check.', 'invalid')
    }
  } catch (error) {
    failure =
      error instanceof PostTimeout
        ? new GatewayError('The payment gateway did not answer in time.', 'timeout')
        : new GatewayError('The payment gateway could not be reached.', 'unreachable')
  }
  await db().gatewayExchange.create({
    data: {
      operation: x.operation,
      merchantTxnNo: x.merchantTxnNo,
      paymentAttemptId: x.paymentAttemptId,
      request: request as object,
      response: response ?? undefined,
      httpStatus,
      hashValid,
      error: failure?.message,
    },
  })
  if (failure) {
    if (failure.reason === 'invalid')
      console.error(`[payments] ${x.operation} ${x.merchantTxnNo}: ${failure.message}`)
    throw failure
  }
  return response!
}

/** initiateSale's fields of ours, as payphi names them. */
export interface PayphiSale {
  merchantTxnNo: string
  amount: string
  customerEmailID: string
  customerMobileNo: string
  customerName: string
  returnURL: string
  txnDate: string
  addlParam1?: string
  paymentAttemptId?: number
}

/** initiateSale: the answer's redirectURI and tranCtx when accepted (R1000); GatewayError otherwise. */
export async function initiateSale(
  sale: PayphiSale,
  cfg = payphiConfig(),
): Promise<{ redirectURI: string; tranCtx: string; answer: GatewayAnswer }> {
  const answer = await exchange(cfg, {
    operation: 'initiateSale',
    url: `${cfg.apiBase}/v2/initiateSale`,
    encoding: 'json',
    merchantTxnNo: sale.merchantTxnNo,
    paymentAttemptId: sale.paymentAttemptId,
    requireSignature: false,
    fields: {
      merchantId: cfg.merchantId,
      aggregatorID: cfg.aggregatorId,
      merchantTxnNo: sale.merchantTxnNo,
      amount: sale.amount,
      currencyCode: CURRENCY_INR,
      payType: '0',
      customerEmailID: sale.customerEmailID,
      transactionType: 'SALE',
      txnDate: sale.txnDate,
      returnURL: sale.returnURL,
      customerMobileNo: sale.customerMobileNo,
      customerName: gatewayName(sale.customerName),
      addlParam1: sale.addlParam1,
    },
  })
  if (answer.responseCode !== 'R1000' || !answer.redirectURI || !answer.tranCtx) {
    const why =
      answer.responseDescription || answer.respDescription || `code ${answer.responseCode || 'missing'}`
    throw new GatewayError(`The payment gateway refused the payment request (${why}).`, 'refused')
  }
  return { redirectURI: answer.redirectURI, tranCtx: answer.tranCtx, answer }
}

/** STATUS of a sale or refund (by its own merchantTxnNo). Only a signed answer is returned. */
export async function queryStatus(
  q: { merchantTxnNo: string; originalTxnNo?: string; amount?: string; paymentAttemptId?: number },
  cfg = payphiConfig(),
): Promise<GatewayAnswer> {
  return exchange(cfg, {
    operation: 'status',
    url: `${cfg.apiBase}/command`,
    encoding: 'form',
    merchantTxnNo: q.merchantTxnNo,
    paymentAttemptId: q.paymentAttemptId,
    requireSignature: true,
    fields: {
      merchantId: cfg.merchantId,
      aggregatorID: cfg.aggregatorId,
      merchantTxnNo: q.merchantTxnNo,
      originalTxnNo: q.originalTxnNo ?? q.merchantTxnNo,
      transactionType: 'STATUS',
      amount: q.amount,
    },
  })
}

/** REFUND of (part of) a sale under a new merchantTxnNo; R1000 = accepted, the result comes from STATUS. */
export async function requestRefund(
  r: { merchantTxnNo: string; originalTxnNo: string; amount: string; paymentAttemptId?: number },
  cfg = payphiConfig(),
): Promise<GatewayAnswer> {
  const answer = await exchange(cfg, {
    operation: 'refund',
    url: `${cfg.apiBase}/command`,
    encoding: 'form',
    merchantTxnNo: r.merchantTxnNo,
    paymentAttemptId: r.paymentAttemptId,
    requireSignature: false,
    fields: {
      merchantId: cfg.merchantId,
      aggregatorID: cfg.aggregatorId,
      merchantTxnNo: r.merchantTxnNo,
      originalTxnNo: r.originalTxnNo,
      transactionType: 'REFUND',
      amount: r.amount,
    },
  })
  if (answer.responseCode !== 'R1000' && answer.responseCode !== '000' && answer.responseCode !== '0000') {
    throw new GatewayError(
      `The payment gateway refused the refund (${answer.respDescription || answer.responseDescription || answer.responseCode}).`,
      'refused',
    )
  }
  return answer
}
