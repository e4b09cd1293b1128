// A QR code drawn into a PDF as vector squares (one filled path, dark runs of a row merged), not
// as a PNG: nothing to encode, decode and compress per code, sharp at any print size, and a few
// hundred bytes. The same symbol as lib/tickets/qr.ts (its modules and quiet zone).
import { QR_MARGIN as MARGIN, qrModules } from '@/lib/tickets/qr'

/** Draws the QR code of `text` in a `size`-point square whose top-left corner is (x, y). */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const modules = qrModules(text)
  const n = modules.size
  const cell = size / (n + 2 * MARGIN)
  doc.save().rect(x, y, size, size).fill('#ffffff')
  for (let row = 0; row < n; row++) {
    let start = -1
    for (let col = 0; col <= n; col++) {
      const dark = col < n && modules.get(row, col)
      if (dark && start < 0) start = col
      if (!dark && start >= 0) {
        doc.rect(x + (MARGIN + start) * cell, y + (MARGIN + row) * cell, (col - start) * cell, cell)
        start = -1
      }
    }
  }
  doc.fill('#000000').restore()
}
