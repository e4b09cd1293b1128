// Reading a registration's tax invoice and credit notes, and their PDFs. The receipt link of a
// registration serves its tax invoice when one was issued (lib/receipts/service.ts); a credit
// note is served under the same link with its number (/receipt/<token>?credit-note=<id>).
import 'server-only'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import type { Registration, TaxDocument } from '@/lib/generated/prisma/client'
import { moneyOf, type Seller } from './issue'
import { renderTaxDocumentPdf, type TaxDocumentData } from './pdf'

/** The registration's own documents and its group's invoice that covers it. */
const documentsOfRegistration = (registrationId: number) => ({
  OR: [{ registrationId }, { groupDelegates: { some: { id: registrationId } } }],
})

/** A registration's tax invoice: its own, or its group's that bills it with the group's other delegates. */
export const invoiceOf = (registrationId: number) =>
  db().taxDocument.findFirst({ where: { kind: 'invoice', ...documentsOfRegistration(registrationId) } })

/** The tax invoices of an institution's group, one per payment of several of its delegates. */
export const groupInvoicesOf = (groupId: number) =>
  db().taxDocument.findMany({ where: { groupId, kind: 'invoice' }, orderBy: { id: 'asc' } })

export const creditNotesOf = (registrationId: number) =>
  db().taxDocument.findMany({ where: { registrationId, kind: 'credit_note' }, orderBy: { id: 'asc' } })

/** invoice-UPIAP-2627-00001.pdf */
export const taxDocumentFilename = (d: Pick<TaxDocument, 'kind' | 'number'>) =>
  `${d.kind === 'invoice' ? 'invoice' : 'credit-note'}-${d.number.replace(/\//g, '-')}.pdf`

/** Whether the registration's (or its group's) payment went through the sandbox: no money moved. */
async function paidInSandbox(payer: { registrationId: number } | { groupId: number }) {
  const sale = await db().paymentAttempt.findFirst({
    where: {
      kind: 'sale',
      txnStatus: 'SUC',
      ...('groupId' in payer
        ? { groupId: payer.groupId }
        : { OR: [payer, { group: { registrations: { some: { id: payer.registrationId } } } }] }),
    },
    orderBy: { id: 'asc' },
  })
  return sale?.gateway === 'sandbox'
}

/** Whom a document is printed for: a registration, or an institution's group (its invoice). */
export type DocumentSubject =
  | Pick<Registration, 'id' | 'editionId' | 'registrationNumber' | 'name'>
  | { groupId: number; editionId: number; groupNumber: string; institution: string }

/** The PDF of a stored invoice or credit note of this registration or group. */
export async function taxDocumentPdf(
  d: TaxDocument,
  p: DocumentSubject,
  payment?: TaxDocumentData['payment'],
): Promise<Buffer> {
  // A registration has a groupId too (null): a group's subject is told by its number.
  const group = 'groupNumber' in p
  const [edition, against, test] = await Promise.all([
    findEdition(p.editionId),
    d.invoiceId ? db().taxDocument.findUnique({ where: { id: d.invoiceId } }) : null,
    paidInSandbox(group ? { groupId: p.groupId } : { registrationId: p.id }),
  ])
  return renderTaxDocumentPdf({
    kind: d.kind,
    number: d.number,
    issuedAt: d.issuedAt,
    ...(against ? { against: { number: against.number, issuedAt: against.issuedAt } } : {}),
    seller: d.seller as unknown as Seller,
    buyer: { name: d.buyerName, gstin: d.buyerGstin, address: d.buyerAddress },
    placeOfSupply: d.placeOfSupply,
    reference: group
      ? { label: 'Group', number: p.groupNumber, name: p.institution }
      : { label: 'Registration', number: p.registrationNumber, name: p.name },
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
  // invoiceOf() and creditNotesOf() in one query (the page is read far more often than written).
  const documents = await db().taxDocument.findMany({
    where: documentsOfRegistration(p.id),
    orderBy: { id: 'asc' },
  })
  const invoice = documents.find((d) => d.kind === 'invoice')
  const notes = documents.filter((d) => d.kind === 'credit_note' && d.registrationId === p.id)
  return {
    invoiceNumber: invoice?.number ?? null,
    creditNotes: notes.map((n) => ({
      number: n.number,
      path: `/receipt/${p.receiptToken}?credit-note=${n.id}`,
    })),
  }
}
