// The delegate's payment receipt as a PDF (pdfkit, its built-in Helvetica: no font files to
// ship). Pure: takes the facts, answers the bytes; numbering and storage belong to the caller.
import PDFDocument from 'pdfkit'
import { formatIndianDate } from '@/lib/dates'
import { ASSOCIATION_NAME } from '@/lib/mail'
import { amountInWords, formatPaise } from '@/lib/money'
import { SANDBOX_NOTICE } from '@/lib/payments/schema'
import { drawQr } from '@/lib/pdf/qr-vector'
import { summaryRows, type PriceBreakdown } from '@/lib/pricing'

export interface ReceiptData {
  receiptNumber: string
  registrationNumber: string
  delegateName: string
  email: string
  category: string
  /** What was paid for, line by line (registration, each workshop); they add up to amountPaise. */
  price: PriceBreakdown
  amountPaise: number
  /** Refunded so far (paise); shown when above zero. */
  refundedPaise?: number
  transactionId: string
  /** Paid through the sandbox gateway (PAYMENT_MODE=sandbox): the receipt says it is a test. */
  testPayment?: boolean
  paidAt: Date
  conference: { name: string; dates: string; venue: string }
  /** The e-ticket (while the registration admits): its code and QR code, printed below. */
  ticket?: { code: string }
}

const ACCENT = '#b91c1c'
const MUTED = '#4b5563'

/** The facts of the receipt, as label and value. */
function rowsOf(r: ReceiptData): [string, string][] {
  const rows: [string, string][] = [
    ['Registration number', r.registrationNumber],
    ['Delegate', r.delegateName],
    ['E-mail', r.email],
    ['Category', r.category],
    ['Transaction ID', r.transactionId],
    ...summaryRows(r.price, 'Amount'),
    ['Amount in words', amountInWords(r.amountPaise)],
  ]
  if (r.refundedPaise)
    rows.push(
      ['Refunded', formatPaise(r.refundedPaise)],
      ['Net amount received', formatPaise(r.amountPaise - r.refundedPaise)],
    )
  return rows
}

/** The red band with the association and the conference, then the title and the receipt's number. */
function head(doc: PDFKit.PDFDocument, r: ReceiptData, width: number) {
  doc.rect(0, 0, doc.page.width, 96).fill(ACCENT)
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text(ASSOCIATION_NAME, 56, 30, { width })
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`${r.conference.name} · ${r.conference.dates} · ${r.conference.venue}`, { width })
  doc.fillColor('#111827').font('Helvetica-Bold').fontSize(20).text('Payment Receipt', 56, 130)
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(`Receipt No. ${r.receiptNumber}`, 56, 160)
    .text(`Date of payment: ${formatIndianDate(r.paidAt)}`)
  if (r.testPayment)
    doc
      .font('Helvetica-Bold')
      .fillColor(ACCENT)
      .fontSize(10)
      .text(`TEST RECEIPT. ${SANDBOX_NOTICE}`, 56, 194, { width })
}

/** The rows, each ruled off below; answers where the text may continue. */
function table(doc: PDFKit.PDFDocument, rows: [string, string][], width: number, top: number): number {
  let y = top
  for (const [label, value] of rows) {
    // A label column wide enough for a registration line ("Registration (Non-Member, Early bird)").
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(label, 56, y, { width: 220 })
    doc
      .font('Helvetica-Bold')
      .fillColor('#111827')
      .text(value, 286, y, { width: width - 230 })
    y = Math.max(doc.y, y + 16) + 10
    doc
      .moveTo(56, y - 5)
      .lineTo(56 + width, y - 5)
      .strokeColor('#e5e7eb')
      .lineWidth(1)
      .stroke()
  }
  return y
}

/** The e-ticket's QR code and code, for the registration desk. */
function ticketBlock(
  doc: PDFKit.PDFDocument,
  ticket: NonNullable<ReceiptData['ticket']>,
  top: number,
  width: number,
) {
  drawQr(doc, ticket.code, 56, top, 132)
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#111827')
    .text('E-ticket', 204, top + 24, { width: width - 148 })
  doc
    .font('Courier')
    .fontSize(10)
    .text(ticket.code, { width: width - 148 })
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Show this QR code at the registration desk of the conference.', { width: width - 148 })
}

export function renderReceiptPdf(r: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Receipt ${r.receiptNumber}`,
      Author: ASSOCIATION_NAME,
      Subject: `${r.conference.name} registration receipt`,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 112
  head(doc, r, width)
  const y = table(doc, rowsOf(r), width, r.testPayment ? 240 : 210)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `Received with thanks from ${r.delegateName} the registration fee for ${r.conference.name}. This is a computer-generated receipt and needs no signature. It is not a tax invoice: the association was not registered for GST for this payment.`,
      56,
      y + 16,
      { width },
    )
  if (r.ticket) ticketBlock(doc, r.ticket, doc.y + 24, width)
  doc.end()
  return done
}
