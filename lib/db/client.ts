// The Prisma client, on the pg driver adapter. In embedded mode the launcher serves PGlite on a
// loopback port and sets DATABASE_URL, so this is the only database code path.
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@/lib/generated/prisma/client'

/**
 * How long a transaction may wait for a connection, and run. The embedded database runs one
 * transaction at a time for every client, so under a burst a transaction queues behind the
 * others: it gets longer than Prisma's defaults (2 s, 5 s) before the request is answered 503
 * (lib/api/route.ts: a transaction that could not start is load, not a bug).
 */
export const transactionLimits = (embedded: boolean) =>
  embedded ? { maxWait: 15_000, timeout: 30_000 } : { maxWait: 5_000, timeout: 15_000 }

export function createPrismaClient(url: string, max = 10, embedded = process.env.EMBEDDED_DATABASE === '1') {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max, connectionTimeoutMillis: 5000 }),
    transactionOptions: transactionLimits(embedded),
  })
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient }

/** The process-wide client (one pool, reused across hot reloads in development). */
export function db(): PrismaClient {
  if (!globalForPrisma.prisma) {
    const url = process.env.DATABASE_URL
    if (!url)
      throw new Error(
        'DATABASE_URL is not set: start the site with `npm start` (it provides the embedded database).',
      )
    globalForPrisma.prisma = createPrismaClient(url, process.env.EMBEDDED_DATABASE === '1' ? 4 : 10)
  }
  return globalForPrisma.prisma
}

export type { PrismaClient } from '@/lib/generated/prisma/client'
export { Prisma } from '@/lib/generated/prisma/client'
