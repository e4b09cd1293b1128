// Pictures that are not for everyone (an abstract's figure): checked and re-encoded like the public
// pictures (./store.ts: decoded by content, never by name, a decompression bomb refused from its
// header, metadata such as EXIF dropped, scaled down to a size a screen shows), then kept in the
// private part of the file store under a random name that carries the size
// (private/<folder>/<random>_<width>x<height>.webp), never served by /uploads: each folder's own
// route decides who may read it.
import sharp, { type OutputInfo } from 'sharp'
import { ApiError } from '@/lib/api/errors'
import { files } from './files'
import { randomName, rasterMeta, toBuffer } from './store'

export const PRIVATE_PICTURE_FOLDERS = ['figures'] as const
export type PrivatePictureFolder = (typeof PRIVATE_PICTURE_FOLDERS)[number]

export interface PrivatePictureRules {
  /** The formats accepted (sharp's names: jpeg, png, webp…). */
  formats: ReadonlySet<string>
  maxBytes: number
  maxPixels: number
  /** The longest edge kept (scaled down, never up). */
  maxEdge: number
  /** Said (415) of anything else than those formats. */
  notAccepted: string
  /** Said (413) of a file over maxBytes. */
  tooLarge: string
}

export interface PrivatePicture {
  key: string
  width: number
  height: number
}

const KEY = /^private\/([a-z]+)\/([A-Za-z0-9_-]{16})_(\d{1,5})x(\d{1,5})\.webp$/

/** A stored private picture's key, folder and size, or null for anything that is not one. */
export function privatePicture(
  key: string | null | undefined,
): (PrivatePicture & { folder: string; name: string }) | null {
  const m = KEY.exec(key ?? '')
  if (!m || !(PRIVATE_PICTURE_FOLDERS as readonly string[]).includes(m[1])) return null
  return { key: key!, folder: m[1], name: m[2], width: Number(m[3]), height: Number(m[4]) }
}

/** Checks, re-encodes and stores a private picture; answers its key and size. */
export async function savePrivatePicture(
  data: Uint8Array | ArrayBuffer,
  folder: PrivatePictureFolder,
  rules: PrivatePictureRules,
): Promise<PrivatePicture> {
  const input = toBuffer(data)
  if (input.byteLength > rules.maxBytes) throw new ApiError('payload_too_large', rules.tooLarge)
  const notAccepted = () => new ApiError('unsupported_media_type', rules.notAccepted)
  await rasterMeta(input, { formats: rules.formats, maxPixels: rules.maxPixels, refused: notAccepted })
  let encoded: { data: Buffer; info: OutputInfo }
  try {
    encoded = await sharp(input, { limitInputPixels: rules.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: rules.maxEdge, height: rules.maxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw notAccepted()
  }
  const { width, height } = encoded.info
  const key = `private/${folder}/${randomName()}_${width}x${height}.webp`
  await files().put(key, encoded.data, 'image/webp')
  return { key, width, height }
}
