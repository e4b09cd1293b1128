// The association's account for payments outside the gateway: read for the delegate's page and
// the console, saved by an organiser as a domain write (audited).
import 'server-only'
import type { Actor } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { PayeeAccount } from '@/lib/generated/prisma/client'
import type { PayeeAccountDto, PayeeAccountInput } from './schema'

const EMPTY: PayeeAccountDto = { upi_id: '', payee_name: '', bank_name: '', account_number: '', ifsc: '' }

const dtoOf = (row: PayeeAccount | null): PayeeAccountDto =>
  row
    ? {
        upi_id: row.upiId,
        payee_name: row.payeeName,
        bank_name: row.bankName,
        account_number: row.accountNumber,
        ifsc: row.ifsc,
      }
    : EMPTY

export async function payeeAccount(): Promise<PayeeAccountDto> {
  return dtoOf(await db().payeeAccount.findUnique({ where: { id: 1 } }))
}

export async function savePayeeAccount(actor: Actor, input: PayeeAccountInput): Promise<PayeeAccountDto> {
  const data = {
    upiId: input.upi_id,
    payeeName: input.payee_name,
    bankName: input.bank_name,
    accountNumber: input.account_number,
    ifsc: input.ifsc,
  }
  return domainWrite(actor, async (w) => {
    const row = await w.tx.payeeAccount.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data })
    await w.audit('payee.account', { entityId: 'association', detail: { ...input } })
    return dtoOf(row)
  })
}
