'use client'

// Reads a QR code from the camera's video: the browser's BarcodeDetector where it knows QR codes
// (Android, macOS, ChromeOS), else jsQR (pure JavaScript, loaded only here, only when needed).
type Decode = (video: HTMLVideoElement) => Promise<string | null>

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector
  getSupportedFormats?(): Promise<string[]>
}

async function nativeDecoder(): Promise<Decode | null> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!Native) return null
  const formats = (await Native.getSupportedFormats?.().catch(() => [])) ?? []
  if (!formats.includes('qr_code')) return null
  const detector = new Native({ formats: ['qr_code'] })
  return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null
}

async function jsDecoder(): Promise<Decode> {
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    const width = video.videoWidth
    const height = video.videoHeight
    if (!context || !width || !height) return null
    canvas.width = width
    canvas.height = height
    context.drawImage(video, 0, 0, width, height)
    const image = context.getImageData(0, 0, width, height)
    return jsQR(image.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null
  }
}

/** The best QR decoder this browser offers. */
export async function qrDecoder(): Promise<Decode> {
  return (await nativeDecoder()) ?? jsDecoder()
}
