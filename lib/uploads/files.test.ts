// Both file stores: a file larger than a chunk comes back whole through the stream, keys are
// listed, removal is final.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { databaseStore, folderStore, moveFiles, readWhole, type FileStore } from './files'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-files-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const stores: [string, () => FileStore][] = [
  ['database', databaseStore],
  ['folder', () => folderStore(dir)],
]

describe.each(stores)('the %s file store', (_name, store) => {
  it('streams a file of several chunks back byte for byte, lists and removes it', async () => {
    const data = randomBytes(700 * 1024)
    const key = `proofs-test/${randomBytes(6).toString('hex')}.bin`
    await store().put(key, data, 'application/octet-stream')
    const opened = (await store().open(key))!
    expect(opened.size).toBe(data.length)
    expect(opened.head.equals(data.subarray(0, 16))).toBe(true)
    let chunks = 0
    const parts: Buffer[] = []
    const reader = opened.body.getReader()
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks++
      parts.push(Buffer.from(part.value))
    }
    expect(Buffer.concat(parts).equals(data)).toBe(true)
    expect(chunks).toBeGreaterThan(1)
    const keys: string[] = []
    for await (const k of store().keys()) keys.push(k)
    expect(keys).toContain(key)
    await store().remove([key])
    expect(await store().open(key)).toBeNull()
    expect(await readWhole(store(), key)).toBeNull()
  })
})

describe('npm run db:move-files', () => {
  it('copies the pictures and documents of the folder into the database, again without harm', async () => {
    const from = folderStore(fs.mkdtempSync(path.join(dir, 'move-')))
    const picture = `gallery/${randomBytes(8).toString('hex')}_10x10.webp`
    const document = `private/proofs/${randomBytes(8).toString('hex')}.pdf`
    await from.put(picture, Buffer.from('RIFF....WEBP'), 'image/webp')
    await from.put(document, Buffer.from('%PDF-1.4'), 'application/pdf')
    const to = databaseStore()
    expect(await moveFiles(from, to)).toBe(2)
    expect(await moveFiles(from, to)).toBe(2)
    expect((await readWhole(to, picture))?.toString()).toBe('RIFF....WEBP')
    expect((await readWhole(to, document))?.toString()).toBe('%PDF-1.4')
    await to.remove([picture, document])
  })
})
