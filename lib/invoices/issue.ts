// Issuing tax invoices and credit notes, inside the transaction that confirms the payment (or
// records the refund): the number comes from the series' counter row (next_counter_value, the
// receipt_numbering migration), whose row lock is held until that transaction ends, so parallel
// confirmations wait for each other and a rolled-back one gives its number back: the series has
// neither gaps nor repeats. Everything the document prints is stored with it, once. The money is
// worked out by lib/gst/gst.ts. Uses only the caller's transaction (no 'server-only' import, so
// the lifecycle's callers can use it wherever they run). The delegates an institution's group paid
// for in one change are billed on one invoice to the institution, each line naming its delegate.
import type { Write } from '@/lib/domain-write'
import type { Prisma, Registration, TaxDocument } from '@/lib/generated/prisma/client'
import {
  creditablePaise,
  creditNoteMoney,
  documentNumber,
  financialYearOf,
  invoiceMoney,
  placeOfSupply,
  saleItems,
  seriesOf,
  type SaleItem,
  type TaxDocumentKind,
  type TaxDocumentMoney,
  type TaxLine,
} from '@/lib/gst/gst'
import { breakdownOf } from '@/lib/workshops/service'
import { gstTermsFor, onTopOf, type GstTerms } from './settings'

type Tx = Prisma.TransactionClient

/** The seller as printed on a document (kept with it). */
export interface Seller {
  gstin: string
  legalName: string
  address: string
  stateCode: string
}

/** The next number of a series, in the caller's transaction (its counter row locked until that
 * ends); a full series is refused (409, logged), and the caller's write undone with the step. */
async function nextNumber(tx: Tx, kind: TaxDocumentKind, prefix: string, financialYear: string) {
  const [{ value }] = await tx.$queryRaw<{ value: number }[]>`
    SELECT next_counter_value(${seriesOf(kind, prefix, financialYear)}) AS value`
  try {
    return documentNumber(kind, prefix, financialYear, Number(value))
  } catch (error) {
    console.error(`[invoices] ${(error as Error).message}`)
    throw error
  }
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

/**
 * A registration's items as it was priced, read in the transaction (registration, then each
 * workshop): priced with GST on top, at its rates then, the fee being the taxable value; else
 * fees including GST, at the rates of `terms`.
 */
async function itemsOf(tx: Tx, p: Registration, terms: GstTerms): Promise<SaleItem[]> {
  const onTop = onTopOf(p.gstOnTop)
  const { lines } = await breakdownOf(p, tx)
  return saleItems(p.category, lines, onTop?.rates ?? terms.rates).map((i) => ({
    ...i,
    pricesIncludeGst: !onTop,
  }))
}

/**
 * The tax invoice of a confirmed payment: issued once per registration, when the association is
 * GST-registered for the registration's edition and something was paid (null otherwise). Call
 * it in the write that records the payment, with the registration as it is after that. A group's
 * delegate is billed when the write is done, on the group's invoice with the others it paid for
 * in the same write (issueGroupInvoice): null here.
 */
export async function issueInvoice(
  w: Pick<Write, 'tx' | 'atEnd'>,
  p: Registration,
): Promise<TaxDocument | null> {
  if (!p.paidAt || p.amountPaise <= 0) return null
  if (p.groupId) {
    const groupId = p.groupId
    w.atEnd(`group-invoice:${groupId}`, p.id, (ids) => issueGroupInvoice(w.tx, groupId, ids))
    return null
  }
  const tx = w.tx
  const existing = await tx.taxDocument.findFirst({ where: { registrationId: p.id, kind: 'invoice' } })
  if (existing) return existing
  const terms = await gstTermsFor(tx, p.editionId)
  if (!terms.registered) return null
  const pos = placeOfSupply({ stateCode: p.placeOfSupply, buyerGstin: p.buyerGstin }, terms.stateCode)
  // The amount paid is what the invoice totals: fees that include GST are split as paid, GST
  // added on top is the tax on the fees.
  const money = invoiceMoney(await itemsOf(tx, p, terms), {
    sellerState: terms.stateCode,
    placeOfSupply: pos,
    pricesIncludeGst: terms.pricesIncludeGst,
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
 * One tax invoice to an institution for these delegates of its group (paid, not invoiced yet):
 * billed to its name, GSTIN and address, its state the place of supply; each delegate's lines
 * named with them; each delegate then points to it. Null when there is nothing to bill or the
 * association is not GST-registered for the edition.
 */
export async function issueGroupInvoice(tx: Tx, groupId: number, ids: number[]): Promise<TaxDocument | null> {
  const delegates = await tx.registration.findMany({
    where: { id: { in: ids }, groupId, groupInvoiceId: null, paidAt: { not: null }, amountPaise: { gt: 0 } },
    orderBy: { id: 'asc' },
  })
  if (!delegates.length) return null
  const group = await tx.registrationGroup.findUniqueOrThrow({ where: { id: groupId } })
  const terms = await gstTermsFor(tx, group.editionId)
  if (!terms.registered) return null
  const pos = placeOfSupply({ stateCode: group.placeOfSupply, buyerGstin: group.gstin }, terms.stateCode)
  const items = []
  const owners: number[] = []
  for (const d of delegates)
    for (const item of await itemsOf(tx, d, terms)) {
      items.push({ ...item, description: `${d.name} (${d.registrationNumber}): ${item.description}` })
      owners.push(d.id)
    }
  const billed = invoiceMoney(items, {
    sellerState: terms.stateCode,
    placeOfSupply: pos,
    pricesIncludeGst: terms.pricesIncludeGst,
  })
  // Each line names its delegate, so their credit notes credit only their lines.
  const money = { ...billed, lines: billed.lines.map((l, i) => ({ ...l, registrationId: owners[i] })) }
  const issuedAt = new Date(Math.max(...delegates.map((d) => d.paidAt!.getTime())))
  const financialYear = financialYearOf(issuedAt)
  const invoice = await tx.taxDocument.create({
    data: {
      kind: 'invoice',
      number: await nextNumber(tx, 'invoice', terms.seriesPrefix, financialYear),
      financialYear,
      issuedAt,
      groupId,
      seller: sellerOf(terms) as unknown as Prisma.InputJsonValue,
      buyerName: group.institution,
      buyerGstin: group.gstin,
      buyerAddress: group.address,
      placeOfSupply: pos,
      ...columnsOf(money),
    },
  })
  await tx.registration.updateMany({
    where: { id: { in: delegates.map((d) => d.id) } },
    data: { groupInvoiceId: invoice.id },
  })
  return invoice
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
  // Credit notes of one invoice are serialised by the invoice's row lock. A group's delegate is
  // credited on the group's invoice, their own lines only.
  const { groupInvoiceId } = await tx.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: { groupInvoiceId: true },
  })
  if (groupInvoiceId)
    await tx.$executeRaw`SELECT 1 FROM tax_documents WHERE id = ${groupInvoiceId} FOR UPDATE`
  else
    await tx.$executeRaw`SELECT 1 FROM tax_documents WHERE participant_id = ${registrationId} AND kind = 'invoice' FOR UPDATE`
  const invoice = groupInvoiceId
    ? await tx.taxDocument.findUnique({ where: { id: groupInvoiceId } })
    : await tx.taxDocument.findFirst({ where: { registrationId, kind: 'invoice' } })
  if (!invoice) return null
  const only = groupInvoiceId ? (l: TaxLine) => l.registrationId === registrationId : undefined
  const done = await tx.taxDocument.findUnique({ where: { refundAttemptId } })
  if (done) return done
  const earlier = (
    await tx.taxDocument.findMany({ where: { invoiceId: invoice.id }, orderBy: { id: 'asc' } })
  ).map(moneyOf)
  const amount = Math.min(refundPaise, creditablePaise(moneyOf(invoice), earlier, only))
  if (amount <= 0) return null
  const money = creditNoteMoney(moneyOf(invoice), earlier, amount, only)
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
