// Helper of the morning bench (morning.ts): every request the phones and the organisers make,
// with its step, when it was sent, how long it took and how it ended; reduced to the per-step
// table, the errors by status, and the arrival rates the site kept up with.
//
// The requests go through node:http with a keep-alive agent, not fetch: the thousands of phones
// share the server's two cores with the site, and fetch's own work per request (web streams,
// Headers, decompressing every gzip body) took the bench about a third of the CPU the site used.
// A body is read whole, as a phone reads it, and decompressed only when a step reads its text.
import http from 'node:http'
import zlib from 'node:zlib'

export interface Sample {
  step: string
  /** Sent at, in ms since the morning began. */
  at: number
  ms: number
  /** HTTP status, or 0 when the request failed without an answer. */
  status: number
  ok: boolean
}

/** What a step gets back: the status, the headers, and the body read whole. */
export interface Answer {
  status: number
  headers: { get(name: string): string | null }
  text(): Promise<string>
  json(): Promise<unknown>
}

/** What a step sends: fetch's options, of which the method, headers and body are used. */
export interface Ask {
  method?: string
  headers?: Record<string, string>
  body?: string | URLSearchParams | FormData
}

/** The body as bytes with its content type (a form's multipart encoding as fetch would send it). */
async function encoded(body: Ask['body']): Promise<{ bytes?: Buffer; type?: string }> {
  if (body === undefined) return {}
  if (typeof body === 'string') return { bytes: Buffer.from(body) }
  if (body instanceof URLSearchParams)
    return { bytes: Buffer.from(body.toString()), type: 'application/x-www-form-urlencoded;charset=UTF-8' }
  const asked = new Request('http://bench.invalid/', { method: 'POST', body })
  return { bytes: Buffer.from(await asked.arrayBuffer()), type: asked.headers.get('content-type') ?? '' }
}

function answerOf(res: http.IncomingMessage, body: Buffer): Answer {
  const text = () =>
    (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8')
  return {
    status: res.statusCode ?? 0,
    headers: {
      get: (name) => {
        const value = res.headers[name.toLowerCase()]
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
      },
    },
    text: async () => text(),
    json: async () => JSON.parse(text()) as unknown,
  }
}

export class Recorder {
  readonly samples: Sample[] = []
  readonly started = performance.now()
  // Idle connections are closed before nginx's keep-alive timeout (30 s) would close them under a request.
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 20_000 })

  /** One request of `step`: `expected` are the statuses it should answer (else null, an error). */
  async request(step: string, url: string, init: Ask, expected: number[]): Promise<Answer | null> {
    const sent = performance.now()
    let status = 0
    try {
      const res = await this.send(url, init)
      status = res.status
      const ok = expected.includes(status)
      this.add(step, sent, status, ok)
      // An unexpected answer (an error page of nginx, a refusal) ends this delegate's journey.
      return ok ? res : null
    } catch {
      this.add(step, sent, status, false)
      return null
    }
  }

  /** The request, answered once its whole body has arrived (no redirect followed). */
  private async send(url: string, init: Ask): Promise<Answer> {
    const { bytes, type } = await encoded(init.body)
    // What fetch and a phone's browser send unless told otherwise.
    const headers: Record<string, string | number> = {
      accept: '*/*',
      'accept-encoding': 'gzip, deflate',
      ...init.headers,
    }
    if (type) headers['content-type'] = type
    if (bytes) headers['content-length'] = bytes.length
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method: init.method ?? 'GET', headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve(answerOf(res, Buffer.concat(chunks))))
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(bytes)
    })
  }

  /** Closes the idle connections (the morning is over). */
  close() {
    this.agent.destroy()
  }

  private add(step: string, sent: number, status: number, ok: boolean) {
    const now = performance.now()
    this.samples.push({ step, at: sent - this.started, ms: now - sent, status, ok })
  }
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])
}

const sortedMs = (samples: Sample[]) => samples.map((s) => s.ms).sort((a, b) => a - b)

/** The Markdown table of every step: requests, p50 / p95 / p99, errors. */
export function stepTable(samples: Sample[]): string {
  const steps = [...new Set(samples.map((s) => s.step))]
  const rows = steps.map((step) => {
    const of = samples.filter((s) => s.step === step)
    const ms = sortedMs(of)
    const errors = of.filter((s) => !s.ok).length
    return `| ${step} | ${of.length} | ${percentile(ms, 50)} | ${percentile(ms, 95)} | ${percentile(ms, 99)} | ${errors} |`
  })
  const all = sortedMs(samples)
  return [
    '| step | requests | p50 ms | p95 ms | p99 ms | errors |',
    '|---|--:|--:|--:|--:|--:|',
    ...rows,
    `| **all** | ${samples.length} | ${percentile(all, 50)} | ${percentile(all, 95)} | ${percentile(all, 99)} | ${samples.filter((s) => !s.ok).length} |`,
  ].join('\n')
}

/** Unexpected answers by status ("none" when there were none); 0 is a request without an answer. */
export function errorsByStatus(samples: Sample[]): string {
  const counts = new Map<string, number>()
  for (const s of samples)
    if (!s.ok) counts.set(`${s.step} ${s.status}`, (counts.get(`${s.step} ${s.status}`) ?? 0) + 1)
  return counts.size
    ? [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')
    : 'none'
}

export interface Window {
  /** Delegates arriving per minute in this window. */
  rate: number
  p95: number
  errors: number
}

/**
 * The morning cut into `count` windows of arrival: in each, how many delegates arrived per
 * minute, and the p95 and errors of every request sent meanwhile (by anyone).
 */
export function windows(arrivals: number[], samples: Sample[], spanMs: number, count = 10): Window[] {
  const width = spanMs / count
  return Array.from({ length: count }, (_, w) => {
    const from = w * width
    const to = from + width
    const arrived = arrivals.filter((a) => a >= from && a < to).length
    const sent = samples.filter((s) => s.at >= from && s.at < to)
    return {
      rate: Math.round((arrived / width) * 60_000),
      p95: percentile(sortedMs(sent), 95),
      errors: sent.filter((s) => !s.ok).length,
    }
  })
}

/**
 * The highest arrival rate at which every window of the morning at that rate, and at every lower
 * rate, kept p95 ≤ 1 s and no error (a steady morning has ten windows of one rate: all ten count).
 */
export function highestGoodRate(ws: Window[], p95Ms = 1000): string {
  const rates = [...new Set(ws.map((w) => w.rate))].filter((r) => r > 0).sort((a, b) => a - b)
  const kept = (rate: number) =>
    ws.filter((w) => w.rate === rate).every((w) => w.p95 <= p95Ms && w.errors === 0)
  let best = 0
  for (const rate of rates) {
    if (!kept(rate)) break
    best = rate
  }
  const top = rates.at(-1) ?? 0
  if (best === top) return `≥ ${best} delegates/min (the highest of this run)`
  if (best === 0) return `none: below ${rates[0]} delegates/min (the lowest of this run)`
  return `${best} delegates/min`
}
