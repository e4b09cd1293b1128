// Helper of scripts/bench/certificates.ts: one certificate's PDF downloaded by many clients at once,
// against the running site, beside a public page's latency. A certificate is made in the site's
// database (DATABASE_URL, or the embedded database of DATA_DIR) for a delegate registered over the
// API. First one wave of 60 parallel downloads from 60 client addresses (the site trusts
// X-Forwarded-For from the loopback, as it does behind a proxy, so the per-client limit does not
// hide the work): how long until all are answered and how many renders it took (each render
// stamps the instant it was made into the PDF, so distinct bodies are distinct renders). Then
// `/about` under load, alone and while waves of 60 downloads follow each other, side by side
// (with the downloads and renders of those waves).
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { newCertificateCode } from '../../lib/certificates/code'
import { DEFAULT_CERTIFICATE_SETTINGS } from '../../lib/certificates/wording'
import { parseEnv } from '../../lib/env'
import { openDatabase } from '../lib/runtime'
import { load } from './load'
import { benchDelegate } from './registration'

const WAVE = 60
let clients = 0
/** A client address of its own for each download (198.19.0.0/16, reserved for benchmarks). */
const nextClient = () => {
  clients++
  return { 'x-forwarded-for': `198.19.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}` }
}

/** A certificate of a freshly registered delegate, in the current edition; answers its code. */
async function makeCertificate(baseUrl: string): Promise<string> {
  const { form, client } = benchDelegate(String(Date.now()), 1, '8', 'bench-pdf')
  const reg = await fetch(`${baseUrl}/uppedicon/participants/`, {
    method: 'POST',
    body: form,
    headers: client,
  })
  if (reg.status !== 201) throw new Error(`registration: HTTP ${reg.status} ${await reg.text()}`)
  const { id } = (await reg.json()) as { id: number }
  const database = await openDatabase(parseEnv(), { reuse: true })
  const db = new pg.Client({ connectionString: database.url })
  await db.connect()
  try {
    const code = newCertificateCode()
    await db.query(
      `INSERT INTO certificate_settings (edition_id, title, body_text, cme_hours, updated_at)
       SELECT edition_id, 'Certificate of Attendance', $1, 12, now() FROM participants WHERE id = $2
       ON CONFLICT (edition_id) DO NOTHING`,
      [DEFAULT_CERTIFICATE_SETTINGS.bodyText, id],
    )
    await db.query(
      `INSERT INTO certificates (code, participant_id, edition_id, mail_status, updated_at)
       SELECT $1, id, edition_id, 'sent', now() FROM participants WHERE id = $2`,
      [code, id],
    )
    return code
  } finally {
    await db.end()
    await database.close()
  }
}

interface Wave {
  seconds: number
  statuses: number[]
  bodies: Set<string>
  latencies: number[]
}

async function wave(url: string, bodies = new Set<string>()): Promise<Wave> {
  const t0 = performance.now()
  const answers = await Promise.all(
    Array.from({ length: WAVE }, async () => {
      const t = performance.now()
      const res = await fetch(url, { headers: nextClient() })
      const body = Buffer.from(await res.arrayBuffer())
      if (res.status === 200) bodies.add(body.toString('base64'))
      return { status: res.status, ms: performance.now() - t }
    }),
  )
  return {
    seconds: (performance.now() - t0) / 1000,
    statuses: answers.map((a) => a.status),
    bodies,
    latencies: answers.map((a) => a.ms),
  }
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
}

export async function pdfFlood(baseUrl: string): Promise<Record<string, number | string>> {
  const code = await makeCertificate(baseUrl)
  const url = `${baseUrl}/certificate/${code}.pdf`
  const first = await wave(url)
  const page = `${baseUrl}/about`
  const quiet = await load(page)
  // Waves follow each other for as long as the page is measured.
  let flooding = true
  const bodies = new Set<string>()
  const latencies: number[] = []
  const statuses: number[] = []
  const flood = (async () => {
    while (flooding) {
      const w = await wave(url, bodies)
      latencies.push(...w.latencies)
      statuses.push(...w.statuses)
    }
  })()
  const busy = await load(page)
  flooding = false
  await flood
  const ok = (xs: number[]) => xs.filter((s) => s === 200).length
  return {
    [`PDF: ${WAVE} parallel downloads, all answered in (s)`]: Number(first.seconds.toFixed(2)),
    [`PDF: ${WAVE} parallel downloads, 200 / renders`]: `${ok(first.statuses)} / ${first.bodies.size}`,
    'PDF during the page load: downloads, 200, renders': `${statuses.length}, ${ok(statuses)}, ${bodies.size}`,
    'PDF during the page load: p50 / p99 ms': `${percentile(latencies, 50)} / ${percentile(latencies, 99)}`,
    '/about alone → during the PDF flood, p50 ms': `${quiet.p50} → ${busy.p50}`,
    '/about alone → during the PDF flood, p99 ms': `${quiet.p99} → ${busy.p99}`,
    '/about alone → during the PDF flood, req/s': `${quiet.rps} → ${busy.rps}`,
  }
}
