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
  /** Not a client's messages: the reset after a client left (run when nobody owns the session). */
  reset?: boolean
}

/**
 * PGlite has one session for every client, so what a client set for its session (`SET
 * default_transaction_read_only = on` from an operator's psql, a role, a temporary table, an
 * advisory lock, LISTEN) would stay for every later client. When a client leaves, this puts the
 * session back as a new connection finds it: DISCARD ALL but for the prepared statements, which
 * belong to clients still connected.
 */
export const SESSION_RESET = [
  'SET SESSION AUTHORIZATION DEFAULT',
  'RESET ALL',
  'CLOSE ALL',
  'UNLISTEN *',
  'SELECT pg_advisory_unlock_all()',
  'DISCARD TEMP',
  'DISCARD SEQUENCES',
].join('; ')

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

/**
 * Hands each client's batches to the one PGlite session in turn: while a client holds an open
 * transaction (or an unsynced batch) only its batches run; when it leaves, its transaction is
 * rolled back and the session reset.
 */
class Multiplexer {
  private readonly queue: Batch[] = []
  private owner: Client | null = null
  private running = false

  constructor(private readonly db: PGlite) {}

  add(batch: Batch) {
    this.queue.push(batch)
    void this.pump()
  }

  private next(): Batch | undefined {
    const index = this.owner ? this.queue.findIndex((b) => b.client === this.owner) : 0
    return index === -1 ? undefined : this.queue.splice(index, 1)[0] // -1: the owner's next batch is still on its way
  }

  private async pump() {
    if (this.running) return
    this.running = true
    try {
      for (let batch = this.next(); batch; batch = this.next()) await this.run(batch)
    } finally {
      this.running = false
    }
  }

  private async run(batch: Batch) {
    const { client } = batch
    if (batch.reset) {
      await this.db
        .exec(SESSION_RESET)
        .catch((error: Error) => console.error(`[embedded-db] reset: ${error.message}`))
      return
    }
    if (client.closed) return
    try {
      await this.db.execProtocolRawStream(batch.bytes, {
        onRawData: (chunk: Uint8Array) => {
          if (!client.closed && chunk.length > 0) client.socket.write(Buffer.from(chunk))
        },
      })
    } catch {
      client.socket.destroy()
    }
    this.owner = !client.closed && (batch.holds || this.db.isInTransaction()) ? client : null
    if (client.closed) await this.forget(client)
  }

  /** A client left: drop its batches, end its transaction, reset the session after it. */
  async release(client: Client) {
    await this.forget(client)
    void this.pump()
  }

  private async forget(client: Client) {
    for (let i = this.queue.length - 1; i >= 0; i--)
      if (this.queue[i].client === client) this.queue.splice(i, 1)
    if (this.owner === client) {
      this.owner = null
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined)
    }
    if (client.started) this.queue.push({ client, bytes: new Uint8Array(), holds: false, reset: true })
  }
}

/**
 * Splits what a client sent into batches (up to a Sync, Query, Flush…), answering the SSL and
 * GSS requests itself; keeps an incomplete message in the client's buffer for the next packet.
 */
function readBatches(client: Client, data: Buffer, add: (batch: Batch) => void) {
  const buf = client.buffer.length ? Buffer.concat([client.buffer, data]) : data
  let batchStart = 0
  let offset = 0
  while (true) {
    if (!client.started) {
      if (buf.length - offset < 8) break
      const len = buf.readInt32BE(offset)
      if (buf.length - offset < len) break
      const code = buf.readInt32BE(offset + 4)
      if (code === CANCEL_REQUEST) return void client.socket.end()
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) client.socket.write('N')
      else {
        client.started = true // a StartupMessage: PGlite answers it like any other message
        add({ client, bytes: new Uint8Array(buf.subarray(offset, offset + len)), holds: false })
      }
      batchStart = offset += len
      continue
    }
    if (buf.length - offset < 5) break
    const type = buf[offset]
    const len = 1 + buf.readInt32BE(offset + 1)
    if (buf.length - offset < len) break
    offset += len
    if (type === TERMINATE) {
      client.socket.end()
      batchStart = offset
      break
    }
    if (BATCH_END.has(type)) {
      add({ client, bytes: new Uint8Array(buf.subarray(batchStart, offset)), holds: type === FLUSH })
      batchStart = offset
    }
  }
  client.buffer = buf.subarray(batchStart)
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
  const multiplexer = new Multiplexer(db)
  let nextId = 1
  const clients = new Set<Client>()

  const server = net.createServer((socket) => {
    socket.setNoDelay(true)
    const client: Client = { id: nextId++, socket, buffer: Buffer.alloc(0), started: false, closed: false }
    clients.add(client)
    socket.on('data', (data) => readBatches(client, data, (batch) => multiplexer.add(batch)))
    socket.on('error', () => socket.destroy())
    socket.on('close', () => {
      client.closed = true
      clients.delete(client)
      void multiplexer.release(client)
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
