// Images for the upload tests (Vitest and the e2e specs): a photograph-like JPEG carrying camera
// data, and a decompression bomb: a PNG of a few hundred bytes whose header declares 50,000 ×
// 50,000 pixels (10 GB once decoded), made by hand since no encoder would write it quickly.
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** A JPEG of `width` × `height` with EXIF data naming `owner` (what re-encoding must drop). */
export const jpegWithExif = (width: number, height: number, owner = 'Camera owner 98765') =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#e9c46a"/></svg>`,
        ),
      },
    ])
    .withMetadata({ exif: { IFD0: { Copyright: owner, Artist: owner } } })
    .jpeg({ quality: 90 })
    .toBuffer()

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/** A valid-looking PNG whose header says `side` × `side` pixels, with a sliver of image data. */
export function pngBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
