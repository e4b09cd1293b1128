// Reading a QR code as a phone's camera would: any image sharp reads (PNG, SVG…), decoded by jsQR.
import jsQR from 'jsqr'
import sharp from 'sharp'

/** The text of the QR code in an image, or null when none is readable. */
export async function readQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 300 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}
