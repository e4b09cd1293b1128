// The Prisma client, on the pg driver adapter. In embedded mode the launcher serves PGlite on a
// loopback port and sets DATABASE_URL, so this is the only database code path.
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@/lib/generated/prisma/client'

export function createPrismaClient(url: string, max = 10) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max, connectionTimeoutMillis: 5000 }),
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
