// A table's thin grey rule under a row (the invoices' and the council report's tables).

/** Draws the rule across `width` from `left` at `y`. */
export function rowRule(doc: PDFKit.PDFDocument, left: number, width: number, y: number) {
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#d1d5db')
    .lineWidth(0.5)
    .stroke()
}
