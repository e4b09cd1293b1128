// Badges and certificates at conference scale: one PDF of 2,000 delegates' badges (A6, the
// stream the badges route sends, read to the end) and 2,000 certificates rendered one by one
// (verification QR code, signatories; no mail), each with its time. A quarter of the names are
// Hindi (Devanagari shaping is the slow part of the text). Runs on a fresh database of its own
// (the embedded one by default, or the PostgreSQL server of TEST_PG_URL with BENCH_DB=server).
// Alone: npx tsx --conditions=react-server scripts/bench/certificates.ts
// In `npm run bench` it first floods the running site with parallel downloads of one
// certificate's PDF and measures a public page beside them (scripts/bench/pdf-flood.ts).
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { badgesQuerySchema } from '../../lib/badges/schema'
import { badgesPdf } from '../../lib/badges/service'
import { newCertificateCode } from '../../lib/certificates/code'
import { certificateFacts, findCertificateById } from '../../lib/certificates/records'
import { renderFacts } from '../../lib/certificates/stored-pdf'
import { DEFAULT_CERTIFICATE_SETTINGS } from '../../lib/certificates/wording'
import { createPrismaClient } from '../../lib/db/client'
import { startEmbeddedServer } from '../../lib/db/embedded-server'
import { migrate } from '../../lib/db/migrate'
import { demoRegistration } from '../../prisma/demo-registrations'
import { createTestDatabase } from '../../test/pg-server'
import { pdfFlood } from './pdf-flood'

const COUNT = 2000
const HINDI = ['अनन्या शर्मा', 'क्षितिज त्रिपाठी', 'आशा वर्मा', 'प्रियंका श्रीवास्तव']

/** The process's shared client (lib/db/client.ts) is bound to one database: this run's own, then none. */
async function forgetSharedClient() {
  const shared = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } }
  await shared.prisma?.$disconnect()
  delete shared.prisma
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** A bench module (see scripts/bench.ts): the site's PDF downloads, then the rendering at scale. */
export default async function certificatesBench(baseUrl: string): Promise<Record<string, number | string>> {
  return {
    ...(await pdfFlood(baseUrl)),
    ...(await benchCertificates(process.env.BENCH_DB === 'server' ? 'server' : 'embedded')),
  }
}

async function seed(url: string): Promise<number[]> {
  const prisma = createPrismaClient(url, 2)
  try {
    await prisma.registration.createMany({
      data: Array.from({ length: COUNT }, (_, i) => ({
        ...demoRegistration(i),
        status: 'free' as const,
        ...(i % 4 === 0 ? { name: HINDI[(i / 4) % HINDI.length] } : {}),
      })),
    })
    await prisma.certificateSettings.create({
      data: {
        editionId: 1,
        title: 'Certificate of Attendance',
        bodyText: `${DEFAULT_CERTIFICATE_SETTINGS.bodyText} {hours} CME credit hours.`,
        cmeHours: 12,
      },
    })
    await prisma.certificateSignatory.createMany({
      data: [
        { editionId: 1, position: 0, name: 'Dr. A. K. Mishra', designation: 'Organising Chairperson' },
        { editionId: 1, position: 1, name: 'डॉ. सुनीता वर्मा', designation: 'Organising Secretary' },
      ],
    })
    const people = await prisma.registration.findMany({ select: { id: true }, orderBy: { id: 'asc' } })
    await prisma.certificate.createMany({
      data: people.map((p) => ({ registrationId: p.id, editionId: 1, code: newCertificateCode() })),
    })
    return (await prisma.certificate.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map(
      (c) => c.id,
    )
  } finally {
    await prisma.$disconnect()
  }
}

async function timeBadges() {
  const t0 = performance.now()
  const { body, count } = await badgesPdf(badgesQuerySchema.parse({ edition: '1', layout: 'a6' }))
  let bytes = 0
  const reader = body.getReader()
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    bytes += value.byteLength
  }
  return { count, seconds: (performance.now() - t0) / 1000, bytes }
}

export async function benchCertificates(
  kind: 'embedded' | 'server',
): Promise<Record<string, number | string>> {
  const database = kind === 'server' ? await createTestDatabase('uppedicon_bench_certificates') : undefined
  const embedded = database ? undefined : await startEmbeddedServer({})
  const url = database?.url ?? embedded!.url
  await forgetSharedClient()
  const before = process.env.DATABASE_URL
  process.env.DATABASE_URL = url
  process.env.AUTH_SECRET ||= randomBytes(32).toString('hex') // ticket codes are signed with it
  try {
    await migrate(url)
    const ids = await seed(url)
    const badges = await timeBadges()
    const times: number[] = []
    let bytes = 0
    const t0 = performance.now()
    for (const id of ids) {
      const t = performance.now()
      const facts = await certificateFacts((await findCertificateById(id))!)
      bytes += (await renderFacts(facts)).byteLength
      times.push(performance.now() - t)
    }
    const total = (performance.now() - t0) / 1000
    times.sort((a, b) => a - b)
    return {
      database: kind,
      delegates: COUNT,
      'badges: one PDF (s)': Number(badges.seconds.toFixed(2)),
      'badges: PDF size (MiB)': Number((badges.bytes / 2 ** 20).toFixed(1)),
      'badges: per badge (ms)': Number(((badges.seconds * 1000) / badges.count).toFixed(1)),
      'certificates: all (s)': Number(total.toFixed(2)),
      'certificate p50 (ms)': Math.round(percentile(times, 50)),
      'certificate p95 (ms)': Math.round(percentile(times, 95)),
      'certificate size (KiB)': Math.round(bytes / ids.length / 1024),
    }
  } finally {
    await forgetSharedClient()
    if (before === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = before
    await embedded?.stop()
    await database?.drop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.env.BENCH_DB === 'server' ? 'server' : 'embedded'
  console.table(await benchCertificates(kind))
  process.exit(0)
}
