// A certificate of attendance as a PDF (A4 landscape): the association and the conference, the
// title, the delegate's name in large type (Devanagari in its own font, lib/pdf/script-text.ts),
// the organisers' text with its placeholders filled, the CME credit hours, the signatories with
// their signature images, and the verification QR code with its URL printed beside it. Pure:
// takes the facts, answers the bytes.
import PDFDocument from 'pdfkit'
import type { CmeLines } from '@/lib/cme/schema'
import { ASSOCIATION_NAME } from '@/lib/mail'
import { drawQr } from '@/lib/pdf/qr-vector'
import {
  drawMixed,
  fitLines,
  fittingSize,
  mixedWidth,
  pdfBytes,
  registerScriptFonts,
  wrapMixed,
} from '@/lib/pdf/script-text'
import { formatHours } from './wording'

function cmeLines(doc: PDFKit.PDFDocument, cme: CmeLines, x: number, width: number) {
  doc.font('Helvetica').fontSize(10).fillColor(MUTED)
  const lines = [cme.registration, cme.attendance, cme.accreditation].filter(Boolean)
  lines.forEach((line, i) => doc.text(line, x, 306 + i * 13, { width, align: 'center' }))
}

export interface CertificateData {
  title: string
  name: string
  /** The organisers' text, placeholders filled. */
  body: string
  cmeHours: number
  conference: { name: string; line: string }
  signatories: { name: string; designation: string; signature: Buffer | null }[]
  code: string
  /** Under CME settings: the council's accreditation and the delegate's attendance (lib/cme). */
  cme?: CmeLines
  /** The verification page's URL, printed and in the QR code. */
  verifyUrl: string
  /** An award given to a programme role's talk ("Best Paper — Neonatology"). */
  award?: string
}

const ACCENT = '#b91c1c'
const INK = '#111827'
const MUTED = '#4b5563'

function frame(doc: PDFKit.PDFDocument, w: number, h: number) {
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(18, 18, w - 36, h - 36)
    .stroke()
  doc
    .lineWidth(0.8)
    .strokeColor('#d1a054')
    .rect(26, 26, w - 52, h - 52)
    .stroke()
}

/**
 * The body text wrapped in the width and centred, each run of script in its font (a smaller size
 * when it would run past five lines: a role's talk may have a long title); answers where it ends.
 */
function body(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number): number {
  let size = 13
  let lines = wrapMixed(doc, text, width, size)
  if (lines.length > 5) lines = wrapMixed(doc, text, width, (size = 11))
  const leading = size === 13 ? 19 : 16
  lines.forEach((line, i) => drawMixed(doc, line, x, y + i * leading, { size, width }))
  return y + lines.length * leading
}

/** An award the talk received, between rules as wide as it, in the accent colour. */
function award(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  const size = fittingSize(doc, text, width, { max: 15, min: 9, bold: true })
  const half = Math.min(width, Math.max(240, mixedWidth(doc, text, size, true) + 40)) / 2
  const rule = (at: number) =>
    doc
      .moveTo(x + width / 2 - half, at)
      .lineTo(x + width / 2 + half, at)
      .stroke()
  doc.lineWidth(0.8).strokeColor('#d1a054')
  rule(y)
  drawMixed(doc, text, x, y + 21, { size, bold: true, width, color: ACCENT })
  rule(y + 29)
}

export function drawSignatories(
  doc: PDFKit.PDFDocument,
  list: CertificateData['signatories'],
  left: number,
  right: number,
  top: number,
) {
  const n = list.length
  if (!n) return
  const slot = (right - left) / n
  list.forEach((s, i) => {
    const x = left + i * slot + 10
    const width = slot - 20
    if (s.signature) doc.image(s.signature, x + width / 2 - 70, top, { fit: [140, 44], align: 'center' })
    doc
      .lineWidth(0.6)
      .strokeColor(MUTED)
      .moveTo(x + 10, top + 50)
      .lineTo(x + width - 10, top + 50)
      .stroke()
    drawMixed(doc, s.name, x, top + 66, { size: 11, bold: true, width })
    doc.font('Helvetica').fontSize(9).fillColor(MUTED)
    doc.text(s.designation, x, top + 72, { width, align: 'center', height: 24, ellipsis: true })
  })
}

export function renderCertificatePdf(c: CertificateData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${c.title}: ${c.name}`, Author: ASSOCIATION_NAME, Subject: c.conference.name },
  })
  registerScriptFonts(doc)
  const bytes = pdfBytes(doc)
  const { width: w, height: h } = doc.page
  const inner = w - 160
  frame(doc, w, h)
  doc.font('Helvetica-Bold').fontSize(15).fillColor(ACCENT)
  doc.text(ASSOCIATION_NAME, 80, 56, { width: inner, align: 'center' })
  doc.font('Helvetica').fontSize(11).fillColor(MUTED)
  doc.text(`${c.conference.name} · ${c.conference.line}`, 80, 78, { width: inner, align: 'center' })
  doc.font('Helvetica-Bold').fontSize(30).fillColor(INK)
  doc.text(c.title, 80, 112, { width: inner, align: 'center' })
  const { lines, size } = fitLines(doc, c.name, inner, { max: 32, min: 12, bold: true, twoLinesBelow: 20 })
  lines.forEach((line, i) =>
    drawMixed(doc, line, 80, 200 + i * size * 1.15, { size, bold: true, width: inner, color: ACCENT }),
  )
  const end = body(doc, c.body, 110, 218 + lines.length * size * 1.15, w - 220)
  if (c.award) award(doc, c.award, 80, Math.max(end + 10, 330), inner)
  // No CME credit hours (0) print no line for them.
  if (c.cme) cmeLines(doc, c.cme, 80, inner)
  if (c.cmeHours > 0) {
    doc.font('Helvetica-Bold').fontSize(13).fillColor(INK)
    doc.text(`CME credit hours: ${formatHours(c.cmeHours)}`, 80, 352, { width: inner, align: 'center' })
  }
  drawSignatories(doc, c.signatories, 60, w - 170, 400)
  drawQr(doc, c.verifyUrl, w - 150, h - 172, 96)
  doc.font('Helvetica').fontSize(7).fillColor(MUTED)
  doc.text(`Verify: ${c.verifyUrl}`, w - 290, h - 66, { width: 236, align: 'right' })
  doc.text(`Certificate ${c.code}`, w - 290, h - 56, { width: 236, align: 'right' })
  doc.end()
  return bytes
}
