// The delegate's e-ticket as a one-page PDF (pdfkit, built-in Helvetica like the receipts):
// the conference, the delegate, the QR code of the ticket code (drawn as vectors) and the code in
// letters. Pure: takes the facts, answers the bytes.
import PDFDocument from 'pdfkit'
import { ASSOCIATION_NAME } from '@/lib/mail'
import { drawQr } from '@/lib/pdf/qr-vector'

export interface TicketPdfData {
  code: string
  registrationNumber: string
  name: string
  category: string
  /** The workshops the registration holds a seat in, by name. */
  workshops: string[]
  conference: { name: string; dates: string; venue: string }
}

const ACCENT = '#b91c1c'
const MUTED = '#4b5563'

export function renderTicketPdf(t: TicketPdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: {
      Title: `E-ticket ${t.registrationNumber}`,
      Author: ASSOCIATION_NAME,
      Subject: `${t.conference.name} e-ticket`,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 72
  doc.rect(0, 0, doc.page.width, 80).fill(ACCENT)
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(16).text(t.conference.name, 36, 22, { width })
  doc.font('Helvetica').fontSize(10).text(`${t.conference.dates} · ${t.conference.venue}`, { width })
  doc
    .fillColor('#111827')
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(t.name, 36, 104, { width, align: 'center' })
  doc.font('Helvetica').fontSize(12).fillColor(MUTED)
  doc.text(`${t.category} · ${t.registrationNumber}`, { width, align: 'center' })
  if (t.workshops.length)
    doc.font('Helvetica-Bold').text(`Workshops: ${t.workshops.join(', ')}`, { width, align: 'center' })
  const size = 220
  const top = Math.max(170, doc.y + 10)
  drawQr(doc, t.code, (doc.page.width - size) / 2, top, size)
  doc
    .font('Courier-Bold')
    .fontSize(11)
    .fillColor('#111827')
    .text(t.code, 36, top + size + 12, { width, align: 'center' })
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      'E-ticket: show this QR code (on paper or on your phone) at the registration desk. It admits one delegate and stops working if the registration is cancelled or refunded.',
      36,
      doc.y + 16,
      { width, align: 'center' },
    )
  doc.end()
  return done
}
