// The sandbox gateway's records and the fields it answers with (payment-gateway.md §1): what a
// sale or refund holds, how a new sale request is checked, and the fields of the browser return,
// the payment advice and the STATUS answer. Pure: ./gateway.ts does the HTTP.
import { randomBytes } from 'node:crypto'
import { amountToPaise, paiseToAmount } from '@/lib/money'
import { upiPayUri } from '../direct/upi'
import { verifySecureHash } from '../gateways/payphi/hash'

export const SANDBOX_REFUSED_DOMAIN = 'refuse.sandbox.test'

export interface SandboxOptions {
  /** Public base URL of the sandbox, e.g. http://localhost:3000/sandbox-gateway */
  baseUrl: string
  merchantId: string
  secretKey: string
}

export type SandboxStatus = 'REQ' | 'SUC' | 'REJ'

export interface SandboxTxn {
  merchantTxnNo: string
  kind: 'sale' | 'refund'
  originalTxnNo?: string
  amount: string
  returnURL: string
  customerEmailID: string
  customerMobileNo: string
  addlParam1: string
  status: SandboxStatus
  decided: boolean
  txnID: string
  paymentDateTime: string
  tranCtx: string
  createdAt: number
  refundedPaise: number
  /** How the payer pays: by card (the default, and every record made before UPI) or by UPI. */
  method?: 'card' | 'upi'
}

export const randomDigits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('')

/** The gateway's clock: India time as yyyyMMddHHmmss. */
export function indiaNow() {
  const d = new Date(Date.now() + 330 * 60 * 1000).toISOString()
  return d.slice(0, 19).replace(/\D/g, '')
}

/** Why a sale request is refused, as the bank's [code, description], or null when it is accepted. */
export function saleRefusal(body: Record<string, string>, options: SandboxOptions): [string, string] | null {
  if (!verifySecureHash(body, options.secretKey)) return ['P1007', 'Invalid secure hash']
  if (body.merchantId !== options.merchantId) return ['P1002', 'Invalid merchant']
  if (!/^[A-Za-z0-9]{1,20}$/.test(body.merchantTxnNo ?? '')) return ['P1003', 'Invalid merchantTxnNo']
  if (!/^\d+\.\d{2}$/.test(body.amount ?? '') || amountToPaise(body.amount) === 0)
    return ['P1004', 'Invalid amount']
  if (body.currencyCode !== '356' || body.transactionType !== 'SALE' || body.payType !== '0')
    return ['P1005', 'Invalid transaction parameters']
  if (!/^\d{14}$/.test(body.txnDate ?? '') || !/^https?:\/\//.test(body.returnURL ?? ''))
    return ['P1005', 'Invalid transaction parameters']
  if (!/^[A-Za-z0-9 .-]+$/.test(body.customerName ?? '')) return ['P1008', 'Invalid customer name']
  if ((body.customerEmailID ?? '').toLowerCase().endsWith(`@${SANDBOX_REFUSED_DOMAIN}`))
    return ['P1009', 'Transaction not permitted for this customer']
  return null
}

/** A new sale, waiting for the payer. */
export function newSale(body: Record<string, string>, tranCtx: string): SandboxTxn {
  return {
    merchantTxnNo: body.merchantTxnNo,
    kind: 'sale',
    amount: body.amount,
    returnURL: body.returnURL,
    customerEmailID: body.customerEmailID ?? '',
    customerMobileNo: body.customerMobileNo ?? '',
    addlParam1: body.addlParam1 ?? '',
    status: 'REQ',
    decided: false,
    txnID: `77${randomDigits(11)}`,
    paymentDateTime: '',
    tranCtx,
    createdAt: Date.now(),
    refundedPaise: 0,
  }
}

export const DUPLICATE = 'Duplicate or invalid merchantTxnNo'

/**
 * Why a REFUND request is refused, as the bank's [code, description], or null when it is accepted:
 * the sale must be paid, the refund's number new (`taken`: it is not), its amount at most what is
 * left to refund.
 */
export function refundRefusal(
  sale: SandboxTxn | undefined,
  body: Record<string, string>,
  taken: boolean,
): [string, string] | null {
  if (!sale || sale.kind !== 'sale' || sale.status !== 'SUC')
    return ['P1010', 'Original transaction not found or not successful']
  if (!/^[A-Za-z0-9]{1,20}$/.test(body.merchantTxnNo ?? '') || taken) return ['P1001', DUPLICATE]
  const paise = amountToPaise(body.amount)
  if (!paise || !/^\d+\.\d{2}$/.test(body.amount) || paise + sale.refundedPaise > amountToPaise(sale.amount)!)
    return ['P1004', 'Refund amount exceeds the refundable amount']
  return null
}

/** An accepted refund of a sale (settled at once, as the bank's test merchant's are). */
export function newRefund(sale: SandboxTxn, body: Record<string, string>): SandboxTxn {
  return {
    ...sale,
    merchantTxnNo: body.merchantTxnNo,
    kind: 'refund',
    originalTxnNo: sale.merchantTxnNo,
    amount: paiseToAmount(amountToPaise(body.amount)!),
    status: 'SUC',
    txnID: `78${randomDigits(11)}`,
    paymentDateTime: indiaNow(),
    tranCtx: '',
    refundedPaise: 0,
  }
}

const responseCodeOf = (status: SandboxStatus) =>
  status === 'SUC' ? '0000' : status === 'REQ' ? 'R1000' : '039'
const describe = (status: SandboxStatus, rejected: string) =>
  status === 'SUC' ? 'Transaction successful' : status === 'REQ' ? 'Transaction in process' : rejected

/** What the payer's card and the transaction look like in every answer about a sale. */
const paymentFields = (txn: SandboxTxn) => ({
  txnID: txn.txnID,
  paymentDateTime: txn.paymentDateTime,
  amount: txn.amount,
  paymentMode: txn.method === 'upi' ? 'UPI' : 'CC',
  paymentSubInstType: txn.method === 'upi' ? 'Sandbox UPI' : 'Sandbox card',
  customerEmailID: txn.customerEmailID,
  customerMobileNo: txn.customerMobileNo,
})

/** The fields the bank posts to returnURL (and sends as an advice) for a sale. */
export function returnFields(txn: SandboxTxn, merchantId: string): Record<string, string> {
  return {
    responseCode: responseCodeOf(txn.status),
    respDescription: describe(txn.status, 'Transaction declined by the payer'),
    merchantId,
    merchantTxnNo: txn.merchantTxnNo,
    paymentID: txn.txnID.slice(2),
    ...paymentFields(txn),
    addlParam1: txn.addlParam1,
  }
}

/** The STATUS command's answer about a sale or refund. */
export function statusFields(txn: SandboxTxn): Record<string, string> {
  return {
    responseCode: '000',
    respDescription: 'Transaction status fetched',
    originalTxnNo: txn.originalTxnNo ?? txn.merchantTxnNo,
    txnStatus: txn.status,
    txnResponseCode: responseCodeOf(txn.status),
    txnRespDescription: describe(txn.status, 'Transaction rejected'),
    txnAuthID: txn.status === 'SUC' ? txn.txnID.slice(-6) : '',
    ...paymentFields(txn),
  }
}

/**
 * The `upi://pay` link a bank's page offers for a sale (as a QR code on a desktop, as an intent a
 * phone opens in a UPI app): the sandbox merchant's UPI ID, the exact amount, the sale's number.
 */
export function saleUpiUri(txn: SandboxTxn, merchantId: string): string {
  return upiPayUri({
    upiId: `${merchantId.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@sandboxpg`,
    payeeName: 'Sandbox merchant',
    amountPaise: amountToPaise(txn.amount) ?? 0,
    reference: txn.merchantTxnNo,
  })
}
