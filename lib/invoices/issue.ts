// Issuing tax invoices and credit notes, inside the transaction that confirms the payment (or
// records the refund): the number comes from the series' counter row (next_counter_value, the
// receipt_numbering migration), whose row lock is held until that transaction ends, so parallel
// confirmations wait for each other and a rolled-back one gives its number back: the series has
// neither gaps nor repeats. Everything the document prints is stored with it, once. The money is
// worked out by lib/gst/gst.ts. Uses only the caller's transaction (no 'server-only' import, so
// the lifecycle's callers can use it wherever they run).
import type { Prisma, Registration, TaxDocument } from '@/lib/generated/prisma/client'
import {
  creditNoteMoney,
  documentNumber,
  financialYearOf,
  invoiceMoney,
  placeOfSupply,
  remainingOf,
  saleItems,
  seriesOf,
  type TaxDocumentKind,
  type TaxDocumentMoney,
  type TaxLine,
} from '@/lib/gst/gst'
import { breakdownOf } from '@/lib/workshops/service'
import { gstTermsFor, type GstTerms } from './settings'

type Tx = Prisma.TransactionClient

/** The seller as printed on a document (kept with it). */
export interface Seller {
  gstin: string
  legalName: string
  address: string
  stateCode: string
}

/** The next number of a series, in the caller's transaction (the counter row stays locked until it ends). */
async function nextNumber(tx: Tx, kind: TaxDocumentKind, prefix: string, financialYear: string) {
  const [{ value }] = await tx.$queryRaw<{ value: number }[]>`
    SELECT next_counter_value(${seriesOf(kind, prefix, financialYear)}) AS value`
  return documentNumber(kind, prefix, financialYear, Number(value))
}

/** A document's money as stored (its lines and totals). */
export const moneyOf = (d: TaxDocument): TaxDocumentMoney => ({
  intraState: d.placeOfSupply === (d.seller as unknown as Seller).stateCode,
  lines: d.lines as unknown as TaxLine[],
  taxablePaise: d.taxablePaise,
  cgstPaise: d.cgstPaise,
  sgstPaise: d.sgstPaise,
  igstPaise: d.igstPaise,
  roundOffPaise: d.roundOffPaise,
  totalPaise: d.totalPaise,
})

const columnsOf = (m: TaxDocumentMoney) => ({
  lines: m.lines as unknown as Prisma.InputJsonValue,
  taxablePaise: m.taxablePaise,
  cgstPaise: m.cgstPaise,
  sgstPaise: m.sgstPaise,
  igstPaise: m.igstPaise,
  roundOffPaise: m.roundOffPaise,
  totalPaise: m.totalPaise,
})

const sellerOf = (t: GstTerms): Seller => ({
  gstin: t.gstin,
  legalName: t.legalName,
  address: t.address,
  stateCode: t.stateCode,
})

/** A registration's lines as priced, read in the transaction (registration, then each workshop). */
const pricedLines = async (tx: Tx, p: Registration) => (await breakdownOf(p, tx)).lines

/**
 * The tax invoice of a confirmed payment: issued once per registration, when the association is
 * GST-registered for the registration's edition and something was paid (null otherwise). Call
 * it in the transaction that records the payment, with the registration as it is after that.
 */
export async function issueInvoice(tx: Tx, p: Registration): Promise<TaxDocument | null> {
  if (!p.paidAt || p.amountPaise <= 0) return null
  const existing = await tx.taxDocument.findFirst({ where: { registrationId: p.id, kind: 'invoice' } })
  if (existing) return existing
  const terms = await gstTermsFor(tx, p.editionId)
  if (!terms.registered) return null
  const pos = placeOfSupply({ stateCode: p.placeOfSupply, buyerGstin: p.buyerGstin }, terms.stateCode)
  // The amount paid is what the invoice totals: fees that include GST are split as paid.
  const money = invoiceMoney(saleItems(p.category, await pricedLines(tx, p), terms.rates), {
    sellerState: terms.stateCode,
    placeOfSupply: pos,
    pricesIncludeGst: true,
  })
  const financialYear = financialYearOf(p.paidAt)
  return tx.taxDocument.create({
    data: {
      kind: 'invoice',
      number: await nextNumber(tx, 'invoice', terms.seriesPrefix, financialYear),
      financialYear,
      issuedAt: p.paidAt,
      registrationId: p.id,
      seller: sellerOf(terms) as unknown as Prisma.InputJsonValue,
      buyerName: p.buyerName || p.name,
      buyerGstin: p.buyerGstin,
      buyerAddress: p.address,
      placeOfSupply: pos,
      ...columnsOf(money),
    },
  })
}

/**
 * The credit note of a refund (paise, as refunded) against the registration's invoice, with the
 * invoice's split; at most what is left of the invoice. Null when there is no invoice (not
 * registered for GST then) or nothing left to credit. Once per refund.
 */
export async function issueCreditNote(
  tx: Tx,
  registrationId: number,
  refundPaise: number,
  refundAttemptId: number,
  at = new Date(),
): Promise<TaxDocument | null> {
  // Credit notes of one invoice are serialised by the invoice's row lock.
  await tx.$executeRaw`SELECT 1 FROM tax_documents WHERE participant_id = ${registrationId} AND kind = 'invoice' FOR UPDATE`
  const invoice = await tx.taxDocument.findFirst({ where: { registrationId, kind: 'invoice' } })
  if (!invoice) return null
  const done = await tx.taxDocument.findUnique({ where: { refundAttemptId } })
  if (done) return done
  const earlier = (
    await tx.taxDocument.findMany({ where: { invoiceId: invoice.id }, orderBy: { id: 'asc' } })
  ).map(moneyOf)
  const left = remainingOf(moneyOf(invoice), earlier).totalPaise
  const amount = Math.min(refundPaise, left)
  if (amount <= 0) return null
  const money = creditNoteMoney(moneyOf(invoice), earlier, amount)
  const prefix = invoice.number.split('/')[0]
  const financialYear = financialYearOf(at)
  return tx.taxDocument.create({
    data: {
      kind: 'credit_note',
      number: await nextNumber(tx, 'credit_note', prefix, financialYear),
      financialYear,
      issuedAt: at,
      registrationId,
      invoiceId: invoice.id,
      refundAttemptId,
      seller: invoice.seller as Prisma.InputJsonValue,
      buyerName: invoice.buyerName,
      buyerGstin: invoice.buyerGstin,
      buyerAddress: invoice.buyerAddress,
      placeOfSupply: invoice.placeOfSupply,
      ...columnsOf(money),
    },
  })
}
