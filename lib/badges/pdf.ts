// Delegates' badges as a PDF: A6, one badge a page, or four A6 badges on each A4 sheet (cut
// along the grey lines). A badge: the conference, the name in large type (shrunk to fit a long
// name; Devanagari in its own font, lib/pdf/script-text.ts), the registration number, the ticket
// QR code (what the check-in desk scans), the workshops the delegate booked, and the category on
// its colour band. Pure: takes the
// facts, writes the pages; which registrations and their ticket codes belong to the caller.
import PDFDocument from 'pdfkit'
import { drawQr } from '@/lib/pdf/qr-vector'
import { drawMixed, fitLines, fittingSize, registerScriptFonts } from '@/lib/pdf/script-text'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { CATEGORY_BANDS } from './colours'
import type { BadgeLayout } from './pdf-layouts'

export interface BadgeData {
  name: string
  registrationNumber: string
  category: Category
  /** The ticket code its QR code carries (lib/tickets/code.ts). */
  ticketCode: string
  /** The workshops the delegate holds a seat in, by name (printed under the QR code). */
  workshops?: string[]
}

export interface BadgeHeading {
  /** The conference, e.g. "UP Pedicon 2027". */
  conference: string
  /** Its dates and city, one line. */
  line: string
}

const A6 = { width: 297.64, height: 419.53 }
const BAND = 70
const QR = 128

/** One badge with its top-left corner at (x, y). */
function drawBadge(doc: PDFKit.PDFDocument, b: BadgeData, heading: BadgeHeading, x: number, y: number) {
  const { width, height } = A6
  const inner = width - 36
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#b91c1c')
  doc.text(heading.conference, x + 18, y + 22, { width: inner, align: 'center', lineBreak: false })
  doc.font('Helvetica').fontSize(9).fillColor('#4b5563')
  doc.text(heading.line, x + 18, y + 40, { width: inner, align: 'center', lineBreak: false })
  const { lines, size } = fitLines(doc, b.name, inner, { max: 34, min: 10, bold: true, twoLinesBelow: 20 })
  lines.forEach((line, i) =>
    drawMixed(doc, line, x + 18, y + 112 - (lines.length - 1 - i) * size * 1.15, {
      size,
      bold: true,
      width: inner,
    }),
  )
  doc.font('Helvetica').fontSize(13).fillColor('#374151')
  doc.text(b.registrationNumber, x + 18, y + 132, { width: inner, align: 'center', lineBreak: false })
  drawQr(doc, b.ticketCode, x + (width - QR) / 2, y + 160, QR)
  if (b.workshops?.length) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#374151')
    doc.text(`Workshops: ${b.workshops.join(', ')}`, x + 18, y + 294, {
      width: inner,
      align: 'center',
      height: 50,
      ellipsis: true,
    })
  }
  const band = CATEGORY_BANDS[b.category]
  doc.rect(x, y + height - BAND, width, BAND).fill(band.fill)
  const label = (CATEGORY_LABELS[b.category] ?? b.category).toUpperCase()
  doc.font('Helvetica-Bold').fontSize(fittingSize(doc, label, inner, { max: 18, min: 8, bold: true }))
  doc.fillColor(band.text).text(label, x + 18, y + height - BAND / 2 - 8, {
    width: inner,
    align: 'center',
    lineBreak: false,
  })
}

/** Cut lines between the four badges of an A4 sheet. */
function cutLines(doc: PDFKit.PDFDocument) {
  doc.save().lineWidth(0.5).strokeColor('#9ca3af').dash(4, { space: 4 })
  doc
    .moveTo(A6.width, 0)
    .lineTo(A6.width, A6.height * 2)
    .stroke()
  doc
    .moveTo(0, A6.height)
    .lineTo(A6.width * 2, A6.height)
    .stroke()
  doc.restore()
}

/**
 * Writes the badges into a new PDF document and answers it (its bytes are read from the stream as
 * pages are written), yielding to the event loop every 25 badges.
 */
export function badgesDocument(
  badges: Iterable<BadgeData> | AsyncIterable<BadgeData>,
  heading: BadgeHeading,
  layout: BadgeLayout,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: layout === 'a6' ? 'A6' : 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${heading.conference} badges`, Author: heading.conference },
  })
  registerScriptFonts(doc)
  void (async () => {
    let n = 0
    try {
      for await (const badge of badges) {
        const slot = layout === 'a6' ? 0 : n % 4
        if (slot === 0) {
          doc.addPage()
          if (layout === 'a4') cutLines(doc)
        }
        drawBadge(doc, badge, heading, (slot % 2) * A6.width, Math.floor(slot / 2) * A6.height)
        // Let the server answer other requests (and send these pages) now and then.
        if (++n % 25 === 0) await new Promise((resolve) => setImmediate(resolve))
      }
      if (n === 0) doc.addPage().font('Helvetica').fontSize(12).text('No registrations match.', 36, 36)
      doc.end()
    } catch (error) {
      doc.emit('error', error)
    }
  })()
  return doc
}
