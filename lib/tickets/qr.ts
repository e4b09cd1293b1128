// QR codes of ticket and certificate codes: for mails a PNG, for pages an SVG (PDFs draw them as
// vectors: lib/pdf/qr-vector.ts). Error correction M: survives a crease or a phone screen's glare
// without growing much; a quiet zone of 2 modules.
import QRCode from 'qrcode'
import sharp from 'sharp'

export const QR_MARGIN = 2
const OPTIONS = { errorCorrectionLevel: 'M', margin: QR_MARGIN } as const

/** The symbol's modules (without the quiet zone): what the PNG, the SVG and PDFs draw. */
export const qrModules = (text: string) =>
  QRCode.create(text, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel }).modules

/** The QR code's modules, quiet zone included, one byte each: 0 dark, 255 light. */
function moduleImage(text: string): { pixels: Buffer; side: number } {
  const modules = qrModules(text)
  const side = modules.size + 2 * QR_MARGIN
  const pixels = Buffer.alloc(side * side, 255)
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) pixels[(row + QR_MARGIN) * side + col + QR_MARGIN] = 0
  return { pixels, side }
}

/**
 * A PNG of the QR code, `size` pixels wide: one pixel per module scaled up without smoothing, and
 * encoded by sharp off the main thread (qrcode's own encoder spent about 17 ms of the main
 * thread's time on each code, trying every PNG filter in JavaScript).
 */
export function qrPng(text: string, size = 360): Promise<Buffer> {
  const { pixels, side } = moduleImage(text)
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(size, size, { kernel: 'nearest' })
    .png()
    .toBuffer()
}

/** An SVG of the QR code that scales with its box (no width set: the page sizes it). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' })
}
