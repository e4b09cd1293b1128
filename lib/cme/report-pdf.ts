// The council's report as a PDF (A4 portrait, pdfkit): the association, the conference and its
// accreditation, the certified delegates by section (in state, out of state, state not known)
// with council, registration number, days and credit hours, the feedback summary per question,
// and the certificates' signatories with their signature images (lib/certificates/pdf.ts).
// Pure: takes the facts, answers the bytes.
import PDFDocument from 'pdfkit'
import { drawSignatories, type CertificateData } from '@/lib/certificates/pdf'
import { formatHours } from '@/lib/certificates/wording'
import { ratingLine, type FeedbackSummary } from '@/lib/feedback/schema'
import { ASSOCIATION_NAME } from '@/lib/mail'
import { rowRule } from '@/lib/pdf/rule'
import { drawMixed, pdfBytes, registerScriptFonts } from '@/lib/pdf/script-text'
import { SECTIONS, type ReportRow } from './report'

export interface CouncilReportPdf {
  conference: { name: string; line: string }
  /** "Accredited by the Uttar Pradesh Medical Council, UPMC/CME/2025/117 of 1 October 2025". */
  accreditation: string
  hoursPerDay: number
  generatedOn: string
  rows: ReportRow[]
  feedback: FeedbackSummary
  signatories: CertificateData['signatories']
}

const ACCENT = '#b91c1c'
const INK = '#111827'
const MUTED = '#4b5563'
const LEFT = 40
const WIDTH = 515
const BOTTOM = 780

/** Name, council, number, days, hours, certificate. */
const COLUMNS: [string, number][] = [
  ['Name', 115],
  ['Medical council', 105],
  ['Reg. number', 65],
  ['Days', 80],
  ['Hours', 30],
  ['Certificate', 120],
]

function room(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y
  doc.addPage()
  return 50
}

function heading(doc: PDFKit.PDFDocument, text: string, y: number): number {
  y = room(doc, y, 40)
  doc.font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(text, LEFT, y, { width: WIDTH })
  return doc.y + 6
}

function tableRow(doc: PDFKit.PDFDocument, cells: string[], y: number, bold = false): number {
  y = room(doc, y, 24)
  let x = LEFT
  let bottom = y
  cells.forEach((cell, i) => {
    const width = COLUMNS[i][1]
    if (i === 0 && !bold) drawMixed(doc, cell, x + 2, y + 7, { size: 8 })
    else
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8)
        .fillColor(INK)
        .text(cell, x + 2, y, { width: width - 4 })
    bottom = Math.max(bottom, i === 0 && !bold ? y + 10 : doc.y)
    x += width
  })
  rowRule(doc, LEFT, WIDTH, bottom + 3)
  return bottom + 6
}

function delegates(doc: PDFKit.PDFDocument, rows: ReportRow[], top: number): number {
  let y = top
  SECTIONS.forEach((title, section) => {
    const mine = rows.filter((r) => r.section === section)
    if (!mine.length) return
    y = heading(doc, `${title}: ${mine.length}`, y)
    y = tableRow(
      doc,
      COLUMNS.map(([h]) => h),
      y,
      true,
    )
    for (const r of mine)
      y = tableRow(doc, [r.name, r.council, r.number, r.days.join(', '), formatHours(r.hours), r.code], y)
    y += 8
  })
  return y
}

function line(doc: PDFKit.PDFDocument, text: string, y: number, o: { bold?: boolean; indent?: number } = {}) {
  y = room(doc, y, 14)
  const indent = o.indent ?? 0
  doc
    .font(o.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor(o.bold ? INK : MUTED)
    .text(text, LEFT + indent, y, { width: WIDTH - indent })
  return doc.y + 3
}

function feedback(doc: PDFKit.PDFDocument, s: FeedbackSummary, top: number): number {
  let y = heading(doc, 'Feedback summary', top)
  y = line(doc, `${s.responses} delegates answered the feedback form; ${s.skipped} skipped it.`, y)
  for (const q of s.questions) {
    y = line(doc, q.prompt, y + 4, { bold: true })
    if (q.kind === 'rating') {
      const spread = q.distribution.map((n, i) => `${i + 1}: ${n}`).join(' · ')
      y = line(doc, `${ratingLine(q)} (${spread})`, y, { indent: 10 })
    } else {
      y = line(doc, `${q.count} answers`, y, { indent: 10 })
      for (const t of q.texts) y = line(doc, `• ${t}`, y, { indent: 10 })
    }
  }
  return y
}

export function renderCouncilReportPdf(r: CouncilReportPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Council report: ${r.conference.name}`, Author: ASSOCIATION_NAME },
  })
  registerScriptFonts(doc)
  const bytes = pdfBytes(doc)
  doc.font('Helvetica-Bold').fontSize(14).fillColor(ACCENT).text(ASSOCIATION_NAME, LEFT, 40, { width: WIDTH })
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text('CME report to the medical council', { width: WIDTH })
  doc.font('Helvetica').fontSize(10).fillColor(MUTED)
  doc.text(`${r.conference.name} · ${r.conference.line}`, { width: WIDTH })
  doc.text(r.accreditation, { width: WIDTH })
  doc.text(
    `${formatHours(r.hoursPerDay)} credit hours per day attended · ${r.rows.length} certified delegates · generated on ${r.generatedOn}`,
    { width: WIDTH },
  )
  let y = delegates(doc, r.rows, doc.y + 14)
  y = feedback(doc, r.feedback, y + 6)
  if (r.signatories.length) {
    y = room(doc, y + 16, 110)
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Certified correct by', LEFT, y, { width: WIDTH })
    drawSignatories(doc, r.signatories, LEFT, LEFT + WIDTH, y + 18)
  }
  doc.end()
  return bytes
}
