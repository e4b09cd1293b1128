// The embedded database: PGlite (PostgreSQL in WebAssembly) persisted in a data directory and
// served over the PostgreSQL wire protocol on loopback, so the app talks to it through the same
// driver (pg + @prisma/adapter-pg) as to a real server.
//
// Why our own multiplexer rather than @electric-sql/pglite-socket's server: PGlite has a single
// session, and that server forwards each protocol message separately, so two clients' extended
// queries interleave (Parse of one, Bind of another) and bind the wrong statement. Here a
// client's messages are handed to PGlite as one batch up to Sync/Query, and while a client holds
// an open transaction (or an unsynced batch) only that client's batches run.
import net from 'node:net'
import { PGlite } from '@electric-sql/pglite'

const SSL_REQUEST = 80877103
const GSSENC_REQUEST = 80877104
const CANCEL_REQUEST = 80877102

// Message types that end a batch: Sync, simple Query, CopyDone, CopyFail, Flush, FunctionCall.
const BATCH_END = new Set(['S', 'Q', 'c', 'f', 'H', 'F'].map((c) => c.charCodeAt(0)))
const TERMINATE = 'X'.charCodeAt(0)
const FLUSH = 'H'.charCodeAt(0)

interface Batch {
  client: Client
  bytes: Uint8Array
  /** The batch ended in Flush: the client expects to go on before a Sync. */
  holds: boolean
}

interface Client {
  id: number
  socket: net.Socket
  buffer: Buffer
  started: boolean
  closed: boolean
}

export interface EmbeddedServer {
  port: number
  host: string
  db: PGlite
  url: string
  stop(): Promise<void>
}

export async function startEmbeddedServer(opts: {
  dataDir?: string
  port?: number
  host?: string
  db?: PGlite
}): Promise<EmbeddedServer> {
  const db = opts.db ?? (await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {}))
  await db.waitReady
  const host = opts.host ?? '127.0.0.1'
  const queue: Batch[] = []
  let owner: Client | null = null
  let running = false
  let nextId = 1
  const clients = new Set<Client>()

  async function pump() {
    if (running) return
    running = true
    try {
      while (queue.length > 0) {
        const index = owner ? queue.findIndex((b) => b.client === owner) : 0
        if (index === -1) break // the owner's next batch has not arrived yet
        const [batch] = queue.splice(index, 1)
        const { client } = batch
        if (client.closed) continue
        try {
          await db.execProtocolRawStream(batch.bytes, {
            onRawData: (chunk: Uint8Array) => {
              if (!client.closed && chunk.length > 0) client.socket.write(Buffer.from(chunk))
            },
          })
        } catch {
          client.socket.destroy()
        }
        owner = !client.closed && (batch.holds || db.isInTransaction()) ? client : null
        if (client.closed) await release(client)
      }
    } finally {
      running = false
    }
  }

  async function release(client: Client) {
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i].client === client) queue.splice(i, 1)
    if (owner === client) {
      owner = null
      if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => undefined)
    }
  }

  function onData(client: Client, data: Buffer) {
    client.buffer = client.buffer.length ? Buffer.concat([client.buffer, data]) : data
    let batchStart = 0
    let offset = 0
    const buf = client.buffer
    while (true) {
      if (!client.started) {
        if (buf.length - offset < 8) break
        const len = buf.readInt32BE(offset)
        if (buf.length - offset < len) break
        const code = buf.readInt32BE(offset + 4)
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          client.socket.write('N')
          offset += len
          batchStart = offset
          continue
        }
        if (code === CANCEL_REQUEST) {
          client.socket.end()
          return
        }
        client.started = true // a StartupMessage: PGlite answers it like any other message
        queue.push({ client, bytes: new Uint8Array(buf.subarray(offset, offset + len)), holds: false })
        offset += len
        batchStart = offset
        continue
      }
      if (buf.length - offset < 5) break
      const type = buf[offset]
      const len = 1 + buf.readInt32BE(offset + 1)
      if (buf.length - offset < len) break
      if (type === TERMINATE) {
        client.socket.end()
        offset += len
        batchStart = offset
        break
      }
      offset += len
      if (BATCH_END.has(type)) {
        queue.push({ client, bytes: new Uint8Array(buf.subarray(batchStart, offset)), holds: type === FLUSH })
        batchStart = offset
      }
    }
    client.buffer = buf.subarray(batchStart)
    void pump()
  }

  const server = net.createServer((socket) => {
    socket.setNoDelay(true)
    const client: Client = { id: nextId++, socket, buffer: Buffer.alloc(0), started: false, closed: false }
    clients.add(client)
    socket.on('data', (data) => onData(client, data))
    socket.on('error', () => socket.destroy())
    socket.on('close', () => {
      client.closed = true
      clients.delete(client)
      void release(client).then(pump)
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    port,
    host,
    db,
    url: `postgresql://postgres@${host}:${port}/postgres?sslmode=disable`,
    async stop() {
      for (const c of clients) c.socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (!opts.db) await db.close()
    },
  }
}
