// Where uploaded files live, behind one small API: on a PostgreSQL server in its `stored_files`
// table (every instance reads the same files), with the embedded database in UPLOAD_DIR.
// FILE_STORE=database|folder overrides the choice. Files are read as streams: the folder's by
// the file system, the table's in chunks of CHUNK bytes (substring() on uncompressed storage).
// S3-compatible buckets are not supported (docs/operations.md, "Running several servers").
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { db } from '@/lib/db/client'
import { env } from '@/lib/env'

const CHUNK = 256 * 1024

export interface OpenedFile {
  size: number
  /** The first bytes (up to 16), to check a file's kind before answering with it. */
  head: Buffer
  body: ReadableStream<Uint8Array>
}

export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>
  open(key: string): Promise<OpenedFile | null>
  remove(keys: string[]): Promise<void>
  /** Every stored key (for moving files between stores and backups). */
  keys(): AsyncIterable<string>
}

export function folderStore(dir: string): FileStore {
  const file = (key: string) => path.join(dir, key)
  return {
    async put(key, data) {
      const target = file(key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      const tmp = `${target}.${process.pid}.tmp`
      await fs.writeFile(tmp, data)
      await fs.rename(tmp, target)
    },
    async open(key) {
      const handle = await fs.open(file(key)).catch(() => null)
      if (!handle) return null
      try {
        const { size } = await handle.stat()
        const head = Buffer.alloc(Math.min(16, size))
        await handle.read(head, 0, head.length, 0)
        const body = Readable.toWeb(createReadStream(file(key))) as ReadableStream<Uint8Array>
        return { size, head, body }
      } finally {
        await handle.close()
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(file(key), { force: true })))
    },
    async *keys() {
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
      for (const entry of entries)
        if (entry.isFile() && !entry.name.endsWith('.tmp'))
          yield path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    },
  }
}

export function databaseStore(): FileStore {
  return {
    async put(key, data, contentType) {
      await db().$executeRaw`
        INSERT INTO stored_files (key, content_type, size, data) VALUES (${key}, ${contentType}, ${data.byteLength}, ${data})
        ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size, data = EXCLUDED.data`
    },
    async open(key) {
      const [row] = await db().$queryRaw<{ size: number; head: Uint8Array }[]>`
        SELECT size, substring(data FROM 1 FOR 16) AS head FROM stored_files WHERE key = ${key}`
      if (!row) return null
      let offset = 0
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (offset >= row.size) return controller.close()
          const [chunk] = await db().$queryRaw<{ part: Uint8Array }[]>`
            SELECT substring(data FROM ${offset + 1}::int FOR ${CHUNK}::int) AS part FROM stored_files WHERE key = ${key}`
          if (!chunk || chunk.part.byteLength === 0) return controller.close()
          offset += chunk.part.byteLength
          controller.enqueue(new Uint8Array(chunk.part))
        },
      })
      return { size: row.size, head: Buffer.from(row.head), body }
    },
    async remove(keys) {
      if (keys.length) await db().$executeRaw`DELETE FROM stored_files WHERE key = ANY(${keys}::text[])`
    },
    async *keys() {
      let after = ''
      for (;;) {
        const rows = await db().$queryRaw<{ key: string }[]>`
          SELECT key FROM stored_files WHERE key > ${after} ORDER BY key LIMIT 500`
        if (rows.length === 0) return
        for (const row of rows) yield row.key
        after = rows[rows.length - 1].key
      }
    },
  }
}

export type FileStoreName = 'database' | 'folder'

/** The store of this process: FILE_STORE, else the database on a PostgreSQL server. */
export function fileStoreName(): FileStoreName {
  const chosen = process.env.FILE_STORE?.trim()
  if (chosen === 'database' || chosen === 'folder') return chosen
  return env().embedded ? 'folder' : 'database'
}

export function files(): FileStore {
  return fileStoreName() === 'database' ? databaseStore() : folderStore(env().uploadDir)
}

/** A whole stored file (small files: pictures and documents are 10 MB at most). */
export async function readWhole(store: FileStore, key: string): Promise<Buffer | null> {
  const opened = await store.open(key)
  return opened ? Buffer.from(await new Response(opened.body).arrayBuffer()) : null
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
}

/** Copies every file of one store into another (`npm run db:move-files`); answers how many. */
export async function moveFiles(from: FileStore, to: FileStore): Promise<number> {
  let count = 0
  for await (const key of from.keys()) {
    const type = TYPES[key.split('.').pop() ?? '']
    const data = type ? await readWhole(from, key) : null
    if (!type || !data) continue
    await to.put(key, data, type)
    count++
  }
  return count
}
