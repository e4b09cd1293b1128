// Storage of uploaded files. Pictures are accepted only when sharp can decode them as a raster
// image (content, not name), re-encoded to WebP without metadata, bounded in size, and stored
// under a random name with smaller variants. Documents (letters of participation, payment
// proofs) are kept as sent, after a content check, in a private folder that is never served
// publicly. Where the bytes live (a PostgreSQL table or UPLOAD_DIR) is lib/uploads/files.ts's
// business; this module speaks in storage keys.
import { randomBytes } from 'node:crypto'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { ApiError } from '@/lib/api/errors'
import { files } from './files'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, ONLY_IMAGES } from './image-field'
import { PUBLIC_FOLDERS, VARIANT_WIDTHS, type PublicFolder } from './paths'

export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES
const RASTER_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

export const tooLarge = () => new ApiError('payload_too_large', IMAGE_TOO_LARGE)
export const notAnImage = () => new ApiError('unsupported_media_type', ONLY_IMAGES)

export interface StoredPicture {
  path: string
  width: number
  height: number
}

export interface ImageOptions {
  /** Longest edges kept (the picture is scaled down, never up). */
  maxWidth?: number
  maxHeight?: number
  /** Crop to this aspect ratio (width / height), centred on the most interesting region. */
  aspect?: number
}

export function randomName() {
  return randomBytes(12).toString('base64url')
}

export function toBuffer(data: Uint8Array | ArrayBuffer): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data)
}

const WEBP = 'image/webp'
export const DOCUMENT_TYPES = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' } as const

/** The most pixels a picture may have: more is refused before it is decoded (a decompression bomb). */
export const MAX_PIXELS = 60_000_000
export const tooManyPixels = (max = MAX_PIXELS) =>
  new ApiError(
    'payload_too_large',
    `The image is too large: ${Math.floor(max / 1_000_000)} megapixels at most.`,
  )

/**
 * What a picture is, read from its header before anything is decoded: one of `formats` (SVG and
 * other vector or exotic formats are refused: the renderer can reach local files), within
 * `maxPixels` (a small file that would decode to gigabytes is refused, 413); 415 when it is not
 * an image at all.
 */
export async function rasterMeta(
  input: Buffer,
  { formats = RASTER_FORMATS, maxPixels = MAX_PIXELS, refused = notAnImage } = {},
): Promise<Metadata> {
  let meta: Metadata
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw refused()
  }
  if (!meta.format || !formats.has(meta.format)) throw refused()
  // Only the first frame of an animation is decoded.
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) throw tooManyPixels(maxPixels)
  return meta
}

/** Decodes, re-encodes and stores a picture; answers its public path and size. */
export async function saveImage(
  data: Uint8Array | ArrayBuffer,
  folder: PublicFolder,
  options: ImageOptions = {},
): Promise<StoredPicture> {
  const input = toBuffer(data)
  if (input.byteLength > MAX_UPLOAD_BYTES) throw tooLarge()
  const meta = await rasterMeta(input)

  const { maxWidth = 1920, maxHeight = 1920, aspect } = options
  let pipeline = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate()
  if (aspect) {
    const oriented =
      meta.orientation && meta.orientation >= 5
        ? { w: meta.height ?? 0, h: meta.width ?? 0 }
        : { w: meta.width ?? 0, h: meta.height ?? 0 }
    const width = Math.min(maxWidth, oriented.w, Math.round(oriented.h * aspect))
    pipeline = pipeline.resize({
      width,
      height: Math.round(width / aspect),
      fit: 'cover',
      position: sharp.strategy.attention,
    })
  } else {
    pipeline = pipeline.resize({
      width: maxWidth,
      height: maxHeight,
      fit: 'inside',
      withoutEnlargement: true,
    })
  }
  let encoded: { data: Buffer; info: OutputInfo }
  try {
    encoded = await pipeline.webp({ quality: 80 }).toBuffer({ resolveWithObject: true })
  } catch {
    throw notAnImage()
  }
  const { width, height } = encoded.info
  const base = `${randomName()}_${width}x${height}`
  const store = files()
  await store.put(`${folder}/${base}.webp`, encoded.data, WEBP)
  for (const w of VARIANT_WIDTHS) {
    if (w >= width) continue
    const variant = await sharp(encoded.data).resize({ width: w }).webp({ quality: 78 }).toBuffer()
    await store.put(`${folder}/${base}-${w}w.webp`, variant, WEBP)
  }
  return { path: `/uploads/${folder}/${base}.webp`, width, height }
}

/**
 * Runs a database write that may store a new picture (an uploaded File, or none): the picture is
 * stored first, and removed again when the write fails, so no orphan file is left behind.
 */
export async function withPicture<T>(
  file: File | undefined,
  folder: PublicFolder,
  write: (picture: StoredPicture | undefined) => Promise<T>,
  options?: ImageOptions,
): Promise<T> {
  const picture = file
    ? await saveImage(new Uint8Array(await file.arrayBuffer()), folder, options)
    : undefined
  try {
    return await write(picture)
  } catch (error) {
    if (picture) await removeUpload(picture.path)
    throw error
  }
}

export const DOCUMENT_FOLDERS = ['lop', 'proofs'] as const
export type DocumentFolder = (typeof DOCUMENT_FOLDERS)[number]
export type DocumentKind = 'pdf' | 'jpeg' | 'png'

/** Kind of a document by its first bytes (PDF, JPEG or PNG), or null. */
export function sniffDocument(data: Uint8Array): DocumentKind | null {
  if (data.length >= 5 && Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-') return 'pdf'
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg'
  if (
    data.length >= 8 &&
    Buffer.from(data.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png'
  return null
}

/** Stores a PDF/JPEG/PNG document privately; answers its storage key (private/<folder>/<name>). */
export async function saveDocument(
  data: Uint8Array | ArrayBuffer,
  folder: DocumentFolder,
): Promise<{ key: string; kind: DocumentKind }> {
  const input = toBuffer(data)
  if (input.byteLength > MAX_UPLOAD_BYTES) throw tooLarge()
  const kind = sniffDocument(input)
  if (!kind) throw new ApiError('unsupported_media_type', 'Only PDF, JPG, JPEG or PNG files are allowed.')
  if (kind !== 'pdf') {
    try {
      await sharp(input, { limitInputPixels: 60_000_000 }).metadata()
    } catch {
      throw new ApiError('unsupported_media_type', 'Only PDF, JPG, JPEG or PNG files are allowed.')
    }
  }
  const key = `private/${folder}/${randomName()}.${kind === 'jpeg' ? 'jpg' : kind}`
  await files().put(key, input, DOCUMENT_TYPES[kind])
  return { key, kind }
}

/** The key itself when it is a valid stored document's key (private/<lop|proofs>/<name>), else null. */
export function documentKey(key: string): string | null {
  return /^private\/(lop|proofs)\/[A-Za-z0-9_-]{16}\.(pdf|jpg|png)$/.test(key) ? key : null
}

/** Removes a stored picture (and its variants) or document; unknown paths are ignored. */
export async function removeUpload(stored: string | null | undefined): Promise<void> {
  if (!stored) return
  const picture = /^\/uploads\/([a-z]+)\/([A-Za-z0-9_-]+_\d+x\d+)\.webp$/.exec(stored)
  if (picture && (PUBLIC_FOLDERS as readonly string[]).includes(picture[1])) {
    const stem = `${picture[1]}/${picture[2]}`
    await files().remove([`${stem}.webp`, ...VARIANT_WIDTHS.map((w) => `${stem}-${w}w.webp`)])
    return
  }
  const key = documentKey(stored)
  if (key) await files().remove([key])
}

/** Storage key behind a public picture URL path (/uploads/<folder>/<name>.webp), or null. */
export function publicKey(segments: string[]): string | null {
  if (segments.length !== 2) return null
  const [folder, name] = segments
  if (!(PUBLIC_FOLDERS as readonly string[]).includes(folder)) return null
  if (!/^[A-Za-z0-9_-]{1,100}\.webp$/.test(name)) return null
  return `${folder}/${name}`
}
