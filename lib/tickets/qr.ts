// QR codes of ticket and certificate codes, for mails (PNG), PDFs (PNG) and pages (SVG).
// Error correction M: survives a crease or a phone screen's glare without growing much.
import QRCode from 'qrcode'

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const

/** A PNG of the QR code, `size` pixels wide. */
export function qrPng(text: string, size = 360): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width: size })
}

/** An SVG of the QR code that scales with its box (no width set: the page sizes it). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' })
}
