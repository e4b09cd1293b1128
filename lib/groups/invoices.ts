// An institution's tax invoices (lib/invoices/issue.ts, issueGroupInvoice): one per payment of
// several of its delegates, billed to it. Listed on the group's page and served as PDFs there.
import 'server-only'
import { notFound } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { groupInvoicesOf, pdfResponse, taxDocumentFilename, taxDocumentPdf } from '@/lib/invoices/service'

/** The group's invoices as its page links them. */
export async function groupInvoiceLinks(groupId: number) {
  return (await groupInvoicesOf(groupId)).map((d) => ({
    number: d.number,
    path: `/group/${groupId}/invoice?document=${d.id}`,
  }))
}

/** One of the group's invoices as a PDF answer (404 when it is not the group's). */
export async function groupInvoicePdf(groupId: number, documentId: number): Promise<Response> {
  const invoice = (await groupInvoicesOf(groupId)).find((d) => d.id === documentId)
  const group = invoice && (await db().registrationGroup.findUnique({ where: { id: groupId } }))
  if (!invoice || !group) throw notFound('No invoice was found for this group.')
  const pdf = await taxDocumentPdf(invoice, {
    groupId,
    editionId: group.editionId,
    groupNumber: group.groupNumber,
    institution: group.institution,
  })
  return pdfResponse(pdf, taxDocumentFilename(invoice))
}
