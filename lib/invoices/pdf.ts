// A tax invoice or credit note as a PDF (pdfkit, built-in Helvetica). Pure: takes the stored
// document's facts, answers the bytes. Laid out as an Indian accountant reads one: the seller
// with GSTIN and state, the document's number and date, the buyer (GSTIN when a business) and the
// place of supply, a line per thing sold with SAC, taxable value, rate and taxes, the totals
// with the round off, and the amount in words.
import PDFDocument from 'pdfkit'
import { formatIndianDate } from '@/lib/dates'
import type { TaxDocumentMoney } from '@/lib/gst/gst'
import { stateLabel } from '@/lib/gst/states'
import { amountInWords, formatAmount, formatPaise } from '@/lib/money'
import { SANDBOX_NOTICE } from '@/lib/payments/schema'
import { rowRule } from '@/lib/pdf/rule'
import type { Seller } from './issue'

export interface TaxDocumentData {
  kind: 'invoice' | 'credit_note'
  number: string
  issuedAt: Date
  /** A credit note's invoice: its number and date. */
  against?: { number: string; issuedAt: Date }
  seller: Seller
  buyer: { name: string; gstin: string; address: string }
  placeOfSupply: string
  /** What the document is for: a registration (its number and delegate) or a group (its institution). */
  reference: { label: 'Registration' | 'Group'; number: string; name: string }
  conference: string
  money: TaxDocumentMoney
  /** An invoice's payment: the receipt number and the transaction that paid. */
  payment?: { receiptNumber: string; transactionId: string }
  /** Paid through the sandbox gateway: marked as a test. */
  testPayment?: boolean
}

const ACCENT = '#b91c1c'
const MUTED = '#4b5563'
const INK = '#111827'
const LEFT = 40
const WIDTH = 515

const percent = (r: number) => `${r}%`

/** The table's columns: CGST and SGST within the state, IGST across states. */
function columns(intraState: boolean): [string, number][] {
  const tax: [string, number][] = intraState
    ? [
        ['CGST', 62],
        ['SGST', 62],
      ]
    : [['IGST', 124]]
  return [['Description', 160], ['SAC', 48], ['Taxable value', 78], ['Rate', 40], ...tax, ['Total', 65]]
}

function row(doc: PDFKit.PDFDocument, cells: string[], widths: number[], y: number, bold = false): number {
  let x = LEFT
  let bottom = y
  cells.forEach((cell, i) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(cell, x + 3, y, { width: widths[i] - 6, align: i === 0 ? 'left' : 'right' })
    bottom = Math.max(bottom, doc.y)
    x += widths[i]
  })
  rowRule(doc, LEFT, WIDTH, bottom + 4)
  return bottom + 8
}

function lineTable(doc: PDFKit.PDFDocument, m: TaxDocumentMoney, top: number): number {
  const cols = columns(m.intraState)
  const widths = cols.map(([, w]) => w)
  let y = row(
    doc,
    cols.map(([h]) => h),
    widths,
    top,
    true,
  )
  for (const l of m.lines) {
    const rate = m.intraState ? `${l.ratePercent / 2}% + ${l.ratePercent / 2}%` : percent(l.ratePercent)
    const taxes = m.intraState
      ? [formatAmount(l.cgstPaise), formatAmount(l.sgstPaise)]
      : [formatAmount(l.igstPaise)]
    y = row(
      doc,
      [l.description, l.sac, formatAmount(l.taxablePaise), rate, ...taxes, formatAmount(l.totalPaise)],
      widths,
      y,
    )
  }
  return y
}

/** The totals, as label and value on the right. */
function totals(doc: PDFKit.PDFDocument, m: TaxDocumentMoney, top: number): number {
  const rates = [...new Set(m.lines.map((l) => l.ratePercent))]
  const one = rates.length === 1 ? rates[0] : null
  const rows: [string, string][] = [['Taxable value', formatPaise(m.taxablePaise)]]
  if (m.intraState)
    rows.push(
      [`CGST${one !== null ? ` @ ${percent(one / 2)}` : ''}`, formatPaise(m.cgstPaise)],
      [`SGST${one !== null ? ` @ ${percent(one / 2)}` : ''}`, formatPaise(m.sgstPaise)],
    )
  else rows.push([`IGST${one !== null ? ` @ ${percent(one)}` : ''}`, formatPaise(m.igstPaise)])
  if (m.roundOffPaise)
    rows.push(['Round off', `${m.roundOffPaise < 0 ? '-' : ''}${formatPaise(Math.abs(m.roundOffPaise))}`])
  rows.push(['Total', formatPaise(m.totalPaise)])
  let y = top + 4
  for (const [label, value] of rows) {
    const bold = label === 'Total'
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK)
    doc.text(label, LEFT + 260, y, { width: 130 })
    doc.text(value, LEFT + 390, y, { width: 125, align: 'right' })
    y += 16
  }
  return y
}

/** One party's block at `x`: a heading, the name in bold, then its lines; returns its bottom. */
function party(
  doc: PDFKit.PDFDocument,
  x: number,
  top: number,
  heading: string,
  name: string,
  lines: string[],
) {
  const width = WIDTH / 2 - 10
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(heading, x, top)
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(name, x, top + 12, { width })
  doc.font('Helvetica').fontSize(9)
  for (const line of lines) doc.text(line, { width })
  return doc.y
}

function parties(doc: PDFKit.PDFDocument, d: TaxDocumentData, top: number): number {
  const seller = party(doc, LEFT, top, 'SUPPLIER', d.seller.legalName, [
    d.seller.address,
    `GSTIN: ${d.seller.gstin}`,
    `State: ${stateLabel(d.seller.stateCode)}`,
  ])
  const buyer = party(doc, LEFT + WIDTH / 2 + 10, top, 'BILLED TO', d.buyer.name, [
    ...(d.buyer.address ? [d.buyer.address] : []),
    d.buyer.gstin ? `GSTIN: ${d.buyer.gstin}` : 'Unregistered (no GSTIN)',
    `Place of supply: ${stateLabel(d.placeOfSupply)}`,
  ])
  return Math.max(seller, buyer) + 12
}

function head(doc: PDFKit.PDFDocument, d: TaxDocumentData): number {
  doc.rect(0, 0, doc.page.width, 70).fill(ACCENT)
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(d.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE', LEFT, 24, { width: WIDTH })
  doc.font('Helvetica').fontSize(10).text(d.conference, LEFT, 46, { width: WIDTH })
  doc.fillColor(INK).font('Helvetica').fontSize(10)
  const facts: [string, string][] = [
    [d.kind === 'invoice' ? 'Invoice No.' : 'Credit note No.', d.number],
    ['Date', formatIndianDate(d.issuedAt)],
  ]
  if (d.against)
    facts.push(['Against invoice', `${d.against.number} of ${formatIndianDate(d.against.issuedAt)}`])
  facts.push([d.reference.label, `${d.reference.number} (${d.reference.name})`])
  if (d.payment)
    facts.push(['Receipt No.', d.payment.receiptNumber], ['Transaction ID', d.payment.transactionId])
  facts.push(['Reverse charge', 'No'])
  let y = 86
  for (const [label, value] of facts) {
    doc.font('Helvetica').fillColor(MUTED).text(label, LEFT, y, { width: 110 })
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, LEFT + 110, y, { width: WIDTH - 110 })
    y = doc.y + 3
  }
  if (d.testPayment) {
    doc
      .font('Helvetica-Bold')
      .fillColor(ACCENT)
      .fontSize(9)
      .text(`TEST DOCUMENT. ${SANDBOX_NOTICE}`, LEFT, y + 2, {
        width: WIDTH,
      })
    y = doc.y
  }
  return y + 12
}

export function renderTaxDocumentPdf(d: TaxDocumentData): Promise<Buffer> {
  const title = `${d.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${d.number}`
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    // Dated by its issue, so the document is the same bytes whenever it is rendered (the mail's
    // attachment and every download alike).
    info: { Title: title, Author: d.seller.legalName, CreationDate: d.issuedAt },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  let y = head(doc, d)
  y = parties(doc, d, y)
  y = lineTable(doc, d.money, y)
  y = totals(doc, d.money, y)
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`Amount in words: ${amountInWords(d.money.totalPaise)}`, LEFT, y + 8, { width: WIDTH })
  const tax = d.money.cgstPaise + d.money.sgstPaise + d.money.igstPaise
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Tax in words: ${amountInWords(tax)}`, { width: WIDTH })
  doc
    .moveDown(1.5)
    .text(
      d.kind === 'invoice'
        ? 'This is a computer-generated tax invoice and needs no signature.'
        : 'This credit note records a refund against the invoice above; the tax shown is reversed. It is computer-generated and needs no signature.',
      { width: WIDTH },
    )
  doc.end()
  return done
}
