// Organisers' console at 10 000 registrations: registrations list page latency (p50/p95 over
// typical queries: first page, search, filters, deep page, sorted) and the full CSV export time.
// Runs on a fresh database of its own (the embedded one by default, or the PostgreSQL server of
// TEST_PG_URL with BENCH_DB=server). Alone: npx tsx --conditions=react-server scripts/bench/console.ts
import { performance } from 'node:perf_hooks'
import { filterOf } from '../../lib/console/query'
import { listRegistrations, registrationsCsv } from '../../lib/console/registrations'
import { registrationsQuerySchema } from '../../lib/console/schema'
import { createPrismaClient } from '../../lib/db/client'
import { startEmbeddedServer } from '../../lib/db/embedded-server'
import { migrate } from '../../lib/db/migrate'
import { demoRegistration } from '../../prisma/demo-registrations'
import { createTestDatabase } from '../../test/pg-server'

const COUNT = 10_000

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** A bench module (see scripts/bench.ts): works on a database of its own, not on the site. The
 * console's readers take it from DATABASE_URL: the site's is put back afterwards, for the modules
 * after this one (registration). */
export default async function consoleBench(): Promise<Record<string, number | string>> {
  const siteDatabase = process.env.DATABASE_URL
  try {
    return await benchConsole(process.env.BENCH_DB === 'server' ? 'server' : 'embedded')
  } finally {
    if (siteDatabase === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = siteDatabase
  }
}

export async function benchConsole(kind: 'embedded' | 'server'): Promise<Record<string, number | string>> {
  const database = kind === 'server' ? await createTestDatabase('uppedicon_bench') : undefined
  const embedded = database ? undefined : await startEmbeddedServer({})
  const url = database?.url ?? embedded!.url
  process.env.DATABASE_URL = url
  try {
    await migrate(url)
    const prisma = createPrismaClient(url, 2)
    for (let i = 0; i < COUNT; i += 1000) {
      await prisma.registration.createMany({
        data: Array.from({ length: 1000 }, (_, k) => demoRegistration(i + k)),
      })
    }
    await prisma.$disconnect()
    const queries = [
      {},
      { q: 'sharma' },
      { q: '90000012' },
      { status: 'paid' },
      { category: 'PG_Student', sort: 'name', dir: 'asc' },
      { from: '2025-08-01', to: '2025-08-31' },
      { page: 300 },
      { sort: 'amount', pageSize: 100 },
    ]
    const times: number[] = []
    for (let round = 0; round < 6; round++) {
      for (const q of queries) {
        const t0 = performance.now()
        await listRegistrations(registrationsQuerySchema.parse(q))
        times.push(performance.now() - t0)
      }
    }
    times.sort((a, b) => a - b)
    const t0 = performance.now()
    let bytes = 0
    // The stream the export route sends (GET /adminpanel/registrations/export/), read to the end.
    const reader = registrationsCsv(filterOf(registrationsQuerySchema.parse({}))).getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      bytes += value.byteLength
    }
    const exportSeconds = (performance.now() - t0) / 1000
    return {
      database: kind,
      registrations: COUNT,
      'list page p50 (ms)': Math.round(percentile(times, 50)),
      'list page p95 (ms)': Math.round(percentile(times, 95)),
      'full CSV export (s)': Number(exportSeconds.toFixed(2)),
      'CSV size (KiB)': Math.round(bytes / 1024),
    }
  } finally {
    await embedded?.stop()
    await database?.drop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.env.BENCH_DB === 'server' ? 'server' : 'embedded'
  console.table(await benchConsole(kind))
  process.exit(0)
}
