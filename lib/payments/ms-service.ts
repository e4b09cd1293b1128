// Payments through the older ICICI Merchant Solutions kit: POST /payment/createpayment/ prepares
// the encrypted request the browser submits to the bank's capture page; the bank returns the
// browser with ?paymentResponse=… (encrypted, signed). The amount is the registration's; the
// response must verify and carry exactly that amount to mark it paid.
import 'server-only'
import { z } from 'zod'
import { ApiError } from '@/lib/api/errors'
import { db, Prisma } from '@/lib/db/client'
import { env } from '@/lib/env'
import { ZERO_AMOUNT_MESSAGE } from '@/lib/registrations/flow'
import { PAYABLE } from '@/lib/registrations/lifecycle'
import { initiatePaymentSchema } from '@/lib/registrations/schema'
import { seatsBeforePayment } from '@/lib/workshops/seat-checks'
import { gatewayName, newMerchantTxnNo } from './client'
import { msConfig, msDecrypt, msEncrypt } from './icici-ms'
import { iciciMsProvider, KIT_TXN_PREFIX, providerFor } from './providers'
import { ATTEMPT_TTL_MS, findAttempt } from './sales'
import type { TxnStatus } from './schema'
import { applyVerdict } from './verdicts'

export const MS_RETURN_PATH = '/payment/msreturn'

/**
 * The spec's createpayment body plus the registration it pays: participant_id with the token
 * issued with it (checked by the handler); the spec's other fields are ignored, the amount is ours.
 */
export const createPaymentSchema = initiatePaymentSchema.loose()

function requireConfig() {
  const cfg = msConfig()
  if (!cfg) throw new ApiError('not_found', 'The older card payment kit is not configured on this site.')
  return cfg
}

export async function createMsPayment(input: z.infer<typeof createPaymentSchema>) {
  const cfg = requireConfig()
  const participant = await db().participant.findFirst({
    where: { id: input.participant_id, status: { in: [...PAYABLE] } },
  })
  if (!participant) throw new ApiError('conflict', 'This registration is not awaiting payment.')
  if (participant.amountPaise === 0) throw new ApiError('unprocessable', ZERO_AMOUNT_MESSAGE)
  // Workshop seats: held for the payment, or re-priced (nothing charged) when one filled up.
  const seats = await seatsBeforePayment(participant.id, ATTEMPT_TTL_MS)
  if (seats) throw new ApiError('conflict', seats.message)
  const attempt = await db().paymentAttempt.create({
    data: {
      participantId: participant.id,
      gateway: iciciMsProvider.gateway,
      kind: 'sale',
      merchantTxnNo: newMerchantTxnNo(new Date(), KIT_TXN_PREFIX),
      amountPaise: participant.amountPaise,
    },
  })
  const fields: Record<string, string> = {
    Amount: String(participant.amountPaise),
    BankId: cfg.bankId,
    Currency: '356',
    MCC: cfg.mcc,
    MerchantId: cfg.merchantId,
    PassCode: cfg.passCode,
    ReturnURL: `${env().siteUrl}${MS_RETURN_PATH}?TxnRefNo=${attempt.merchantTxnNo}`,
    TerminalId: cfg.terminalId,
    TxnRefNo: attempt.merchantTxnNo,
    TxnType: 'Pay',
    Version: '1',
    OrderInfo: participant.registrationNumber,
    Email: participant.email,
    FirstName: gatewayName(participant.name),
    Phone: participant.mobileNumber,
  }
  const { PassCode: _secret, ...logged } = fields
  void _secret
  await db().gatewayExchange.create({
    data: {
      operation: 'createpayment',
      merchantTxnNo: attempt.merchantTxnNo,
      paymentAttemptId: attempt.id,
      request: logged,
    },
  })
  return {
    EncData: msEncrypt(fields, cfg),
    MerchantId: cfg.merchantId,
    TerminalId: cfg.terminalId,
    BankId: cfg.bankId,
    Version: '1',
    TxnRefNo: attempt.merchantTxnNo,
    redirectURL: cfg.captureUrl,
    amount: participant.amountPaise / 100,
  }
}

const responseSchema = z.object({
  EncData: z.string().min(1).max(20_000),
  MerchantId: z.string().optional(),
  BankId: z.string().optional(),
  TerminalId: z.string().optional(),
})

/** The bank's return: decrypted, verified (refused and logged otherwise), recorded once. */
export async function handleMsReturn(
  paymentResponse: string,
): Promise<{ status: 'success' | 'failure'; txnRefNo: string; participantId: number }> {
  const cfg = requireConfig()
  let envelope: z.infer<typeof responseSchema> | null = null
  try {
    envelope = responseSchema.parse(JSON.parse(paymentResponse))
  } catch {
    /* refused below */
  }
  const fields = envelope ? msDecrypt(envelope.EncData, cfg) : null
  const valid = !!fields && iciciMsProvider.verifyReturn(fields)
  const txnRefNo = fields && /^[A-Za-z0-9]{1,20}$/.test(fields.TxnRefNo ?? '') ? fields.TxnRefNo : null
  const attempt = txnRefNo ? await findAttempt(txnRefNo) : null
  await db().gatewayExchange.create({
    data: {
      operation: 'msreturn',
      merchantTxnNo: txnRefNo,
      paymentAttemptId: attempt?.id,
      request: (fields ?? { paymentResponse: paymentResponse.slice(0, 2000) }) as Prisma.InputJsonObject,
      hashValid: valid,
      error: valid ? null : 'paymentResponse does not decrypt or verify',
    },
  })
  if (!valid || !fields) {
    console.warn(
      `[payments] refused an ICICI MS return for ${txnRefNo ?? 'an unknown transaction'}: it does not decrypt or verify.`,
    )
    throw new ApiError('bad_request', 'The payment response could not be verified.')
  }
  if (!attempt || providerFor(attempt) !== iciciMsProvider)
    throw new ApiError('not_found', 'No payment with this TxnRefNo.')
  const amountOk = fields.Amount === String(attempt.amountPaise)
  const status: TxnStatus = fields.ResponseCode === '00' && amountOk ? 'SUC' : 'REJ'
  const final = await applyVerdict(
    attempt,
    {
      status: fields.ResponseCode === '00' && !amountOk ? 'ERR' : status,
      mismatch: fields.ResponseCode === '00' && !amountOk,
    },
    fields.RetRefNo || null,
    fields.Amount ?? '',
  )
  return {
    status: final === 'SUC' ? 'success' : 'failure',
    txnRefNo: attempt.merchantTxnNo,
    participantId: attempt.participantId,
  }
}
