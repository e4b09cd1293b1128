// An abstract's figure on the run's database and file store: a JPEG re-encoded as a WebP of at
// most 1600 pixels a side without its camera data, replaced (the old file deleted) and removed;
// anything but a JPEG, PNG or WebP image, a file over 5 MB and a decompression bomb refused with
// 415 or 413 and nothing kept; another address's abstract, a closed call and a withdrawn abstract
// refused; figureOf() reads it for any caller that checked who asks.
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { files, readWhole } from '@/lib/uploads/files'
import { truncate } from '@/test/db'
import { jpegWithExif, pngBomb } from '@/test/images'
import { demoCallData } from '../../prisma/demo-abstracts'
import { attachFigure, figureOf, ownFigure, removeFigure } from './figure'
import { saveAbstract, withdrawAbstract } from './service'

const ME = 'figure.author@example.org'
const file = (data: Buffer, name = 'figure.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(data)], name, { type })

let editionId = 0
beforeEach(async () => {
  await truncate('jobs', 'audit_logs', 'abstracts', 'abstract_calls')
  editionId = (await findCurrentEdition()).id
  await db().abstractCall.create({
    data: { editionId, ...demoCallData((await findCurrentEdition()).starts_on) },
  })
})

const draft = () =>
  saveAbstract(
    ME,
    null,
    {
      title: 'Scrub typhus in children',
      topic: '',
      type: '',
      authors: [],
      sections: { background: '', objectives: '', methods: '', results: '', conclusion: '' },
    },
    'draft',
  )

const keyOf = async (id: number) => (await db().abstract.findUniqueOrThrow({ where: { id } })).figureKey
const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof ApiError ? e.status : e),
  )

describe('an abstract’s figure', () => {
  it('is re-encoded as a right-sized WebP without camera data, replaced and removed', async () => {
    const a = await draft()
    const saved = await attachFigure(ME, a.id, file(await jpegWithExif(3200, 2400)))
    expect(saved.figure).toMatchObject({ width: 1600, height: 1200 })
    const key = (await keyOf(a.id))!
    expect(key).toMatch(/^private\/figures\/[A-Za-z0-9_-]{16}_1600x1200\.webp$/)
    const stored = (await readWhole(files(), key))!
    expect((await sharp(stored).metadata()).format).toBe('webp')
    expect(stored.includes(Buffer.from('Camera owner 98765'))).toBe(false)
    const read = (await figureOf(a.id))!
    expect([read.width, read.height, read.file.size]).toEqual([1600, 1200, stored.length])
    await read.file.body.cancel()

    // A small figure is kept at its size; the one it replaces is deleted.
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect((await attachFigure(ME, a.id, file(png, 'chart.png', 'image/png'))).figure).toMatchObject({
      width: 400,
      height: 300,
    })
    expect(await readWhole(files(), key)).toBeNull()
    const second = (await keyOf(a.id))!
    expect((await removeFigure(ME, a.id)).figure).toBeNull()
    expect(await readWhole(files(), second)).toBeNull()
    expect(await figureOf(a.id)).toBeNull()
    const audit = await db().auditLog.findMany({ where: { entity: 'abstract' }, orderBy: { id: 'asc' } })
    expect(audit.map((x) => x.action)).toEqual([
      'abstract.create',
      'abstract.save',
      'abstract.figure',
      'abstract.figure',
      'abstract.figure-remove',
    ])
  })

  it('refuses what is not a JPEG, PNG or WebP image, over 5 MB, or a bomb, and keeps nothing', async () => {
    const a = await draft()
    const before = await countStored()
    expect(await statusOf(attachFigure(ME, a.id, file(Buffer.from('%PDF-1.4 a paper'), 'paper.jpg')))).toBe(
      415,
    )
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    expect(await statusOf(attachFigure(ME, a.id, file(gif, 'anim.gif', 'image/gif')))).toBe(415)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    expect(await statusOf(attachFigure(ME, a.id, file(svg, 'x.png', 'image/png')))).toBe(415)
    const big = Buffer.concat([await jpegWithExif(64, 64), Buffer.alloc(5 * 1024 * 1024)])
    expect(await statusOf(attachFigure(ME, a.id, file(big)))).toBe(413)
    expect(pngBomb().length).toBeLessThan(200_000)
    const bomb = attachFigure(ME, a.id, file(pngBomb(), 'bomb.png', 'image/png'))
    await expect(bomb).rejects.toMatchObject({
      status: 413,
      message: 'The image is too large: 40 megapixels at most.',
    })
    expect(await keyOf(a.id)).toBeNull()
    expect(await countStored()).toBe(before)
  })

  it('belongs to its submitter, while the call is open and the abstract not withdrawn', async () => {
    const a = await draft()
    const jpeg = file(await jpegWithExif(200, 100))
    expect(await statusOf(attachFigure('someone.else@example.org', a.id, jpeg))).toBe(404)
    await attachFigure(ME, a.id, jpeg)
    await expect(ownFigure('someone.else@example.org', a.id)).rejects.toMatchObject({ status: 404 })
    const mine = await ownFigure(ME, a.id)
    await mine.file.body.cancel()
    expect(await statusOf(removeFigure('someone.else@example.org', a.id))).toBe(404)

    const call = await db().abstractCall.findUniqueOrThrow({ where: { editionId } })
    const after = new Date(call.closesAt.getTime() + 1000)
    const before = await countStored()
    expect(await statusOf(attachFigure(ME, a.id, jpeg, after))).toBe(409)
    expect(await statusOf(removeFigure(ME, a.id, after))).toBe(409)
    // The refused upload's file went again.
    expect(await countStored()).toBe(before)
    await withdrawAbstract(ME, a.id)
    expect(await statusOf(attachFigure(ME, a.id, jpeg))).toBe(409)
    const kept = (await figureOf(a.id))!
    expect(kept.width).toBe(200)
    await kept.file.body.cancel()
  })
})

/** How many figures the file store holds. */
async function countStored() {
  let n = 0
  for await (const key of files().keys()) if (key.startsWith('private/figures/')) n++
  return n
}
