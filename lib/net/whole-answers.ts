// Answers sent whole (a page from the page cache, a route's JSON: ended in one call) get their
// ETag and their compressed bytes once per content rather than on every request. Next would hash
// each such answer in JavaScript on every request (`generateEtags`) and gzip it again (`compress`):
// on a cached `/` that was about half of the request's time. scripts/serve.ts turns both off in
// Next and wraps every response twice: the `compression` middleware compresses what is streamed
// in pieces, as Next did; inside it, answerWhole() gives an answer ended in one call a weak ETag
// (a SHA-1 of its bytes, by OpenSSL), answers 304 when the browser holds it already, and sends
// its Brotli or gzip bytes from a small cache keyed by that digest (answers that a shared cache
// may keep only: a visitor's own page is compressed for them and not kept). The middleware leaves
// an answer that is encoded already as it is.
import { createHash } from 'node:crypto'
import type http from 'node:http'
import zlib from 'node:zlib'

/** Smaller answers are sent as they are (the middleware's threshold too). */
const MIN_BYTES = 1024
/** The compressed answers kept, the least recently used dropped first, and the largest kept. */
const MAX_KEPT = 200
const MAX_KEPT_BYTES = 1 << 20
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i

export type Coding = 'br' | 'gzip'

/** What to send for an Accept-Encoding header: Brotli, else gzip, else nothing (q=0 refuses). */
export function codingFor(acceptEncoding: string | string[] | undefined): Coding | null {
  const weights = new Map<string, number>()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepted = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : null
}

/** Does If-None-Match name this ETag (compared weakly, as RFC 9110 asks for GET)? */
export function holdsAlready(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const tags = String(ifNoneMatch ?? '').split(',')
  return tags.some((t) => t.trim() === '*' || opaque(t) === opaque(etag))
}

const kept = new Map<string, Buffer>()

function compress(coding: Coding, body: Buffer): Buffer {
  return coding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body)
}

/** The body's `coding` bytes, from the cache when `keep` (a shared answer) and seen before. */
export function compressedOnce(coding: Coding, etag: string, body: Buffer, keep: boolean): Buffer {
  const key = `${coding} ${etag}`
  const hit = kept.get(key)
  if (hit) {
    kept.delete(key)
    kept.set(key, hit)
    return hit
  }
  const bytes = compress(coding, body)
  if (keep && bytes.length <= MAX_KEPT_BYTES) {
    kept.set(key, bytes)
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!)
  }
  return bytes
}

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse

/**
 * Wraps `res` (inside the compression middleware) so that a GET answered 200 in one `end()` call
 * gets an ETag, a 304 when If-None-Match holds it, and its compressed bytes computed once.
 */
export function answerWhole(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method !== 'GET') return
  const end = res.end.bind(res) as End
  const write = res.write.bind(res)
  let streamed = false
  res.write = ((...args: Parameters<typeof res.write>) => {
    streamed = true
    return write(...args)
  }) as typeof res.write
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const whole = typeof chunk === 'string' || chunk instanceof Uint8Array
    const cacheControl = String(res.getHeader('Cache-Control') ?? '')
    if (
      streamed ||
      !whole ||
      res.headersSent ||
      res.statusCode !== 200 ||
      res.hasHeader('ETag') ||
      res.hasHeader('Content-Encoding') ||
      /\bno-store\b/i.test(cacheControl)
    )
      return end(chunk, encoding, callback)
    const body =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    const done = typeof encoding === 'function' ? encoding : callback
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
    res.setHeader('ETag', etag)
    if (holdsAlready(req.headers['if-none-match'], etag)) {
      res.statusCode = 304
      for (const header of ['Content-Length', 'Content-Type']) res.removeHeader(header)
      return end(undefined, undefined, done)
    }
    const type = String(res.getHeader('Content-Type') ?? '')
    const coding =
      body.length >= MIN_BYTES && COMPRESSIBLE.test(type) ? codingFor(req.headers['accept-encoding']) : null
    if (!coding) return end(body, undefined, done)
    const bytes = compressedOnce(coding, etag, body, /\b(public|s-maxage)\b/i.test(cacheControl))
    res.setHeader('Content-Encoding', coding)
    res.setHeader('Content-Length', bytes.length)
    return end(bytes, undefined, done)
  }) as typeof res.end
}
