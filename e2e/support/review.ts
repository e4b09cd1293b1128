// Helpers of the registration-page specs: registrations in a given state, made the way delegates
// and the bank make them (API, sandbox gateway), and the organisers' actions on them.
import { expect, type APIRequestContext } from '@playwright/test'
import { sql } from './db'
import { advice, initiate, payerChooses, register, uniqueDelegate, type Registration } from './registration'
import type { ServerName } from './servers'

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

export interface Made {
  reg: Registration
  email: string
  /** The gateway's txnID of the approved sale (paid registrations). */
  txnID?: string
  merchantTxnNo?: string
}

/** A registration paid online through the sandbox (state paid, confirmation mailed). */
export async function paidRegistration(
  request: APIRequestContext,
  tag: string,
  overrides: Record<string, string> = {},
): Promise<Made> {
  const d = uniqueDelegate(tag, overrides)
  const reg = await register(request, d)
  const sale = await initiate(request, reg)
  const { fields } = await payerChooses(request, sale, 'approve')
  expect((await (await advice(request, fields)).json()).status).toBe('success')
  return { reg, email: d.email, txnID: fields.txnID, merchantTxnNo: sale.merchantTxnNo }
}

/** A registration with a proof of an offline payment (bank transfer) under review. */
export async function offlineProofRegistration(
  request: APIRequestContext,
  tag: string,
  transactionId = `NEFT${Date.now()}`,
): Promise<Made> {
  const d = uniqueDelegate(tag)
  const reg = await register(request, d)
  await submitProof(request, reg, { payment_option: 'neft_rtgs', transaction_id: transactionId })
  return { reg, email: d.email }
}

/** Posts a payment proof (a PNG) linked by participant_id and its token. */
export async function submitProof(
  request: APIRequestContext,
  reg: Registration,
  fields: Record<string, string> = {},
  file: { name: string; mimeType: string; buffer: Buffer } = {
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  },
) {
  const res = await request.post('/uppedicon/paymentdetails/', {
    multipart: {
      payment_option: 'online',
      transaction_id: 'TXN123',
      transaction_date: '2025-10-01',
      participant_id: String(reg.id),
      participant_token: reg.token,
      ...fields,
      proof_of_payment: file,
    } as never,
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** An organiser's action on a registration, as the API client sends it. */
export function act(
  request: APIRequestContext,
  token: string,
  id: number,
  action: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  return request.post(`/adminpanel/registrations/${id}/${action}/`, {
    headers: { Authorization: `Bearer ${token}`, ...headers },
    ...(body ? { data: body } : {}),
  })
}

export async function registrationRow(server: ServerName, id: number) {
  const [row] = await sql(
    server,
    'SELECT status, paid_at, refunded_paise, review_note, amount_paise FROM participants WHERE id = $1',
    [id],
  )
  return row
}

/** The audit entries written about a registration, oldest first. */
export function auditOf(server: ServerName, id: number) {
  return sql<{ action: string; admin_email: string; detail: Record<string, unknown>; entity: string }>(
    server,
    "SELECT action, admin_email, detail, entity FROM audit_logs WHERE entity = 'registration' AND entity_id = $1 ORDER BY id",
    [String(id)],
  )
}
