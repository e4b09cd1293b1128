// Where the built-in sandbox gateway keeps what the bank would keep on its side: its sales and
// refunds (by merchantTxnNo, a sale also by its payment page's tranCtx) and the icici kit's
// capture sessions. The site uses PostgreSQL (`sandbox_gateway_records`), so every server
// instance serves any payer's page, STATUS or REFUND; tests that run a gateway of their own keep
// it in memory.
import { db, Prisma } from '@/lib/db/client'

export interface SandboxStore<T extends object> {
  get(key: string): Promise<T | undefined>
  byCtx(tranCtx: string): Promise<T | undefined>
  /** Adds a record; false when the key (or tranCtx) is taken already. */
  insert(key: string, value: T, tranCtx?: string): Promise<boolean>
  save(key: string, value: T): Promise<void>
  /** Removes a record and answers it: only one of several callers at once gets it. */
  take(key: string): Promise<T | undefined>
}

/** In this process's memory; `records` is the map itself (tests look into it). */
export function memorySandboxStore<T extends object>(): SandboxStore<T> & { records: Map<string, T> } {
  const records = new Map<string, T>()
  const ctx = new Map<string, string>()
  return {
    records,
    get: async (key) => records.get(key),
    byCtx: async (tranCtx) => records.get(ctx.get(tranCtx) ?? ''),
    insert: async (key, value, tranCtx) => {
      if (records.has(key) || (tranCtx && ctx.has(tranCtx))) return false
      records.set(key, value)
      if (tranCtx) ctx.set(tranCtx, key)
      return true
    },
    save: async (key, value) => void records.set(key, value),
    take: async (key) => {
      const value = records.get(key)
      records.delete(key)
      return value
    },
  }
}

/** In the database, shared by every server instance. */
export function databaseSandboxStore<T extends object>(): SandboxStore<T> {
  const table = () => db().sandboxGatewayRecord
  const value = (row: { data: Prisma.JsonValue } | null) => (row ? (row.data as unknown as T) : undefined)
  return {
    get: async (key) => value(await table().findUnique({ where: { key } })),
    byCtx: async (tranCtx) => value(await table().findUnique({ where: { tranCtx } })),
    insert: async (key, data, tranCtx) => {
      const rows = await db().$executeRaw`
        INSERT INTO sandbox_gateway_records (key, tran_ctx, data, updated_at)
        VALUES (${key}, ${tranCtx ?? null}, ${JSON.stringify(data)}::jsonb, now())
        ON CONFLICT DO NOTHING`
      return rows === 1
    },
    save: async (key, data) => {
      await table().update({ where: { key }, data: { data: data as unknown as Prisma.InputJsonObject } })
    },
    take: async (key) => {
      const rows = await db().$queryRaw<{ data: Prisma.JsonValue }[]>`
        DELETE FROM sandbox_gateway_records WHERE key = ${key} RETURNING data`
      return value(rows[0] ?? null)
    },
  }
}
