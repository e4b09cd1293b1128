// The answers of scripts/serve.ts's wrapping, on a real node:http server with the same two layers
// (the compression middleware, answerWhole inside it): whole answers get an ETag, a 304 and their
// compressed bytes once; streamed and private ones are compressed as they go, without an ETag.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerWhole, codingFor, compressedOnce, holdsAlready } from './whole-answers'

const PAGE = `<!doctype html><html><body>${'<p>Registration is open.</p>'.repeat(200)}</body></html>`
const compress = compression() as unknown as (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void

let server: http.Server
let base = ''
beforeAll(async () => {
  server = http.createServer((req, res) =>
    compress(req, res, () => {
      answerWhole(req, res)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (req.url === '/streamed') {
        res.setHeader('Cache-Control', 'public, s-maxage=5')
        res.write(PAGE.slice(0, 2000))
        res.end(PAGE.slice(2000))
      } else {
        const shared = req.url === '/shared'
        res.setHeader('Cache-Control', shared ? 'public, max-age=0, s-maxage=5' : 'private, no-store')
        res.setHeader('Content-Length', Buffer.byteLength(PAGE))
        res.end(PAGE)
      }
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The raw answer (undecoded), as a client that asked with `headers` receives it. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject),
  )
}

describe('whole answers', () => {
  it('choose Brotli, else gzip, else nothing, as Accept-Encoding allows', () => {
    expect(codingFor('gzip, deflate, br')).toBe('br')
    expect(codingFor('gzip, br;q=0')).toBe('gzip')
    expect(codingFor('GZIP')).toBe('gzip')
    expect(codingFor('identity')).toBeNull()
    expect(codingFor('*')).toBe('br')
    expect(codingFor('*, br;q=0, gzip;q=0')).toBeNull()
    expect(codingFor(undefined)).toBeNull()
    expect(holdsAlready('"a", W/"b"', 'W/"b"')).toBe(true)
    expect(holdsAlready('"b"', 'W/"b"')).toBe(true)
    expect(holdsAlready('*', 'W/"b"')).toBe(true)
    expect(holdsAlready('W/"c"', 'W/"b"')).toBe(false)
  })

  it('get an ETag, their compressed bytes, and a 304 when the browser holds them', async () => {
    const br = await get('/shared', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/Accept-Encoding/i)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE)
    const etag = br.headers.etag!
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/)

    const gzip = await get('/shared', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE)
    expect(gzip.headers.etag).toBe(etag)

    const plain = await get('/shared')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)

    const again = await get('/shared', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
  })

  it('compress a shared answer once and a private one each time', () => {
    const body = Buffer.from(`${PAGE} once`)
    const first = compressedOnce('gzip', 'W/"x"', body, true)
    expect(compressedOnce('gzip', 'W/"x"', body, true)).toBe(first)
    const mine = compressedOnce('gzip', 'W/"y"', body, false)
    expect(compressedOnce('gzip', 'W/"y"', body, false)).not.toBe(mine)
    expect(zlib.gunzipSync(mine).toString()).toBe(`${PAGE} once`)
  })

  it('leave private and streamed answers without an ETag, compressed as they go', async () => {
    for (const path of ['/private', '/streamed']) {
      const res = await get(path, { 'accept-encoding': 'gzip' })
      expect(res.status).toBe(200)
      expect(res.headers.etag).toBeUndefined()
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(res.body).toString()).toBe(PAGE)
    }
  })
})
