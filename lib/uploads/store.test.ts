// Run on both file stores: the PostgreSQL table (a site on a server) and the folder (embedded).
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { pngBomb } from '@/test/images'
import { files, readWhole } from './files'
import { pictureInfo } from './paths'
import { documentKey, publicKey, removeUpload, saveDocument, saveImage, sniffDocument } from './store'

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
const keyOf = (p: string) => p.replace(/^\/uploads\//, '')
const read = async (p: string) => (await readWhole(files(), keyOf(p)))!
const exists = async (p: string) => (await readWhole(files(), keyOf(p))) !== null

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise
    return 'accepted'
  } catch (e) {
    return e instanceof ApiError ? e.status : e
  }
}

describe.each(['database', 'folder'])('uploads in the %s store', (store) => {
  beforeAll(() => {
    process.env.FILE_STORE = store
  })
  afterAll(() => {
    process.env.FILE_STORE = 'folder'
  })

  describe('picture uploads', () => {
    it('re-encode to WebP under a random name carrying the size, with smaller variants', async () => {
      const stored = await saveImage(await png(1200, 900), 'gallery')
      expect(stored.path).toMatch(/^\/uploads\/gallery\/[A-Za-z0-9_-]{16}_1200x900\.webp$/)
      const meta = await sharp(await read(stored.path)).metadata()
      expect(meta.format).toBe('webp')
      expect([meta.width, meta.height]).toEqual([1200, 900])
      const info = pictureInfo(stored.path)!
      expect(info.srcSet.split(', ')).toHaveLength(3)
      for (const w of [480, 960]) {
        const variant = stored.path.replace('.webp', `-${w}w.webp`)
        expect((await sharp(await read(variant)).metadata()).width).toBe(w)
      }
      await removeUpload(stored.path)
      expect(await exists(stored.path)).toBe(false)
      expect(await exists(stored.path.replace('.webp', '-480w.webp'))).toBe(false)
    })

    it('bound the dimensions, crop to an aspect ratio and strip metadata', async () => {
      const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#39c' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
        .jpeg()
        .toBuffer()
      const stored = await saveImage(big, 'banners')
      expect([stored.width, stored.height]).toEqual([1920, 480])
      const out = await read(stored.path)
      expect(out.includes(Buffer.from('secret camera owner'))).toBe(false)
      const portrait = await saveImage(await png(1000, 1000), 'members', { aspect: 4 / 5, maxWidth: 800 })
      expect([portrait.width, portrait.height]).toEqual([800, 1000])
    })

    it('refuse what is not a raster image, whatever it is called, and anything over 10 MB', async () => {
      expect(await statusOf(saveImage(Buffer.from('just text, named photo.png'), 'gallery'))).toBe(415)
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd"/></svg>',
      )
      expect(await statusOf(saveImage(svg, 'gallery'))).toBe(415)
      expect(await statusOf(saveImage(Buffer.from('%PDF-1.4 not an image'), 'gallery'))).toBe(415)
      const truncated = (await png(300, 300)).subarray(0, 60)
      expect(await statusOf(saveImage(truncated, 'gallery'))).toBe(415)
      expect(await statusOf(saveImage(Buffer.alloc(10 * 1024 * 1024 + 1), 'gallery'))).toBe(413)
      // A decompression bomb (a tiny file declaring 2.5 gigapixels) is refused before it is decoded.
      expect(await statusOf(saveImage(pngBomb(), 'gallery'))).toBe(413)
    })

    it('serve only files of the public folders, never outside the upload folder', () => {
      expect(publicKey(['members', 'abc_1x1.webp'])).toBe('members/abc_1x1.webp')
      expect(publicKey(['..', 'package.json'])).toBeNull()
      expect(publicKey(['members', '..%2F..%2Fetc'])).toBeNull()
      expect(publicKey(['members', '../../etc/passwd'])).toBeNull()
      expect(publicKey(['private', 'x.webp'])).toBeNull()
      expect(publicKey(['members', 'a.png'])).toBeNull()
      expect(publicKey(['members', 'a', 'b.webp'])).toBeNull()
    })
  })

  describe('document uploads', () => {
    it('recognise PDF, JPEG and PNG by content and keep them privately', async () => {
      expect(sniffDocument(Buffer.from('%PDF-1.7\n...'))).toBe('pdf')
      expect(
        sniffDocument(
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
            .jpeg()
            .toBuffer(),
        ),
      ).toBe('jpeg')
      expect(sniffDocument(await png(4, 4))).toBe('png')
      expect(sniffDocument(Buffer.from('GIF89a'))).toBeNull()
      const { key, kind } = await saveDocument(Buffer.from('%PDF-1.4\n%%EOF'), 'proofs')
      expect(kind).toBe('pdf')
      expect(key).toMatch(/^private\/proofs\/[A-Za-z0-9_-]{16}\.pdf$/)
      expect((await read(key)).toString('utf8')).toBe('%PDF-1.4\n%%EOF')
      const opened = (await files().open(key))!
      expect([opened.size, sniffDocument(opened.head)]).toEqual([14, 'pdf'])
      await opened.body.cancel()
      await removeUpload(key)
      expect(await exists(key)).toBe(false)
    })

    it('refuse other content and disguised files', async () => {
      expect(await statusOf(saveDocument(Buffer.from('<html>not a pdf</html>'), 'lop'))).toBe(415)
      // PNG signature followed by garbage: not decodable.
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('garbage'),
      ])
      expect(await statusOf(saveDocument(fake, 'lop'))).toBe(415)
      expect(documentKey('private/lop/../../etc/passwd')).toBeNull()
    })
  })
})
