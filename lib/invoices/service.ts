// Reading a registration's tax invoice and credit notes, and their PDFs. The receipt link of a
// registration serves its tax invoice when one was issued (lib/receipts/service.ts); a credit
// note is served under the same link with its number (/receipt/<token>?credit-note=<id>).
import 'server-only'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import type { Registration, TaxDocument } from '@/lib/generated/prisma/client'
import { moneyOf, type Seller } from './issue'
import { renderTaxDocumentPdf, type TaxDocumentData } from './pdf'

export const invoiceOf = (registrationId: number) =>
  db().taxDocument.findFirst({ where: { registrationId, kind: 'invoice' } })

export const creditNotesOf = (registrationId: number) =>
  db().taxDocument.findMany({ where: { registrationId, kind: 'credit_note' }, orderBy: { id: 'asc' } })

/** invoice-UPIAP-2627-00001.pdf */
export const taxDocumentFilename = (d: Pick<TaxDocument, 'kind' | 'number'>) =>
  `${d.kind === 'invoice' ? 'invoice' : 'credit-note'}-${d.number.replace(/\//g, '-')}.pdf`

async function paidInSandbox(registrationId: number) {
  const sale = await db().paymentAttempt.findFirst({
    where: { registrationId, kind: 'sale', txnStatus: 'SUC' },
    orderBy: { id: 'asc' },
  })
  return sale?.gateway === 'sandbox'
}

/** The PDF of a stored invoice or credit note of this registration. */
export async function taxDocumentPdf(
  d: TaxDocument,
  p: Registration,
  payment?: TaxDocumentData['payment'],
): Promise<Buffer> {
  const [edition, against, test] = await Promise.all([
    findEdition(p.editionId),
    d.invoiceId ? db().taxDocument.findUnique({ where: { id: d.invoiceId } }) : null,
    paidInSandbox(p.id),
  ])
  return renderTaxDocumentPdf({
    kind: d.kind,
    number: d.number,
    issuedAt: d.issuedAt,
    ...(against ? { against: { number: against.number, issuedAt: against.issuedAt } } : {}),
    seller: d.seller as unknown as Seller,
    buyer: { name: d.buyerName, gstin: d.buyerGstin, address: d.buyerAddress },
    placeOfSupply: d.placeOfSupply,
    registrationNumber: p.registrationNumber,
    delegateName: p.name,
    conference: `${edition.name} registration`,
    money: moneyOf(d),
    testPayment: test,
    ...(payment ? { payment } : {}),
  })
}

/** A PDF answer: shown inline, never cached or indexed. */
export function pdfResponse(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** What the delegate's page links: the invoice's number (the receipt link serves it) and each credit note. */
export interface TaxDocumentLinks {
  invoiceNumber: string | null
  creditNotes: { number: string; path: string }[]
}

export async function taxDocumentLinks(p: Registration): Promise<TaxDocumentLinks> {
  if (!p.receiptToken) return { invoiceNumber: null, creditNotes: [] }
  const [invoice, notes] = await Promise.all([invoiceOf(p.id), creditNotesOf(p.id)])
  return {
    invoiceNumber: invoice?.number ?? null,
    creditNotes: notes.map((n) => ({
      number: n.number,
      path: `/receipt/${p.receiptToken}?credit-note=${n.id}`,
    })),
  }
}
