// A group's online sale succeeded (lib/payments/service/verdicts.ts): in the transaction recording
// the verdict, each delegate the group owed for becomes paid, with their invoice and confirmation
// mail, as a delegate's own payment would. The sale was for what they owed together when it
// started; when that changed meanwhile (a delegate re-priced, or paid another way) none is paid
// and those still owed for are flagged for the organisers, as a single payment of the wrong
// amount is. Uses only the caller's transaction.
import type { Write } from '@/lib/domain-write'
import type { PaymentAttempt } from '@/lib/generated/prisma/client'
import { issueInvoice } from '@/lib/invoices/issue'
import { paiseToAmount } from '@/lib/money'
import { transition } from '@/lib/registrations/lifecycle'
import { queueConfirmation } from '@/lib/registrations/mails/queue'
import { owedBy } from './records'

export async function confirmGroupSale(
  w: Write,
  sale: PaymentAttempt,
  transactionId: string,
): Promise<'SUC' | 'ERR'> {
  const groupId = sale.groupId!
  // The delegates' rows stay locked until this commits: what they owe cannot change meanwhile.
  await w.tx.$queryRaw`SELECT id FROM participants WHERE group_id = ${groupId} ORDER BY id FOR UPDATE`
  const delegates = await w.tx.registration.findMany({ where: { groupId }, orderBy: { id: 'asc' } })
  const { owing, duePaise } = owedBy(delegates)
  if (!owing.length) {
    console.warn(
      `[payments] ${sale.merchantTxnNo}: a successful payment for group ${groupId}, which owed nothing any more; refund it if it is a second payment.`,
    )
    return 'SUC'
  }
  if (duePaise !== sale.amountPaise) {
    console.warn(
      `[payments] ${sale.merchantTxnNo}: paid ${paiseToAmount(sale.amountPaise)} for group ${groupId}, which owes ${paiseToAmount(duePaise)} now; flagged, not paid.`,
    )
    await w.tx.registration.updateMany({
      where: { id: { in: owing.map((r) => r.id) } },
      data: { amountMismatch: true },
    })
    await w.tx.paymentAttempt.update({ where: { id: sale.id }, data: { txnStatus: 'ERR' } })
    return 'ERR'
  }
  for (const r of owing) {
    const t = await transition(w.tx, r.id, 'paid', {
      data: () => ({ paidAt: new Date(), groupSaleId: sale.id }),
    })
    if (t.outcome !== 'applied') throw new Error(`Registration ${r.id} could not be paid (${t.outcome}).`)
    await issueInvoice(w, t.after)
    await queueConfirmation(w, t.after, transactionId, 'paid')
  }
  await w.audit('group.pay', {
    entityId: groupId,
    detail: { merchantTxnNo: sale.merchantTxnNo, delegates: owing.length, amountPaise: sale.amountPaise },
  })
  return 'SUC'
}
