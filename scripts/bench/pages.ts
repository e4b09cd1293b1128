// Public pages under load next to the ceiling of the machine: a bare node:http server answering
// the very same HTML from memory. Also the JavaScript the home page loads (raw and gzip bytes).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { load } from './load'

export const PAGES = ['/', '/about', '/uppedicon']

/** A bare HTTP server answering each path with the captured HTML (what Node alone can do). */
async function bareServer(pages: Map<string, Buffer>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const body = pages.get(req.url ?? '/')
    if (!body) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Same-origin scripts of a page's HTML: the JavaScript a first visit downloads (the `nomodule`
 * polyfills only load in browsers without ES modules, so they are left out). */
async function pageScripts(baseUrl: string, html: string) {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]))
  const sources = new Set(tags.map((m) => m[1]).filter((s) => s.startsWith('/')))
  let raw = 0
  let gzip = 0
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(baseUrl + src)).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body).length
  }
  return { count: sources.size, raw, gzip }
}

export default async function pages(baseUrl: string): Promise<Record<string, number | string>> {
  const html = new Map<string, Buffer>()
  for (const path of PAGES) {
    const res = await fetch(baseUrl + path)
    if (!res.ok) throw new Error(`${path} answered ${res.status}`)
    html.set(path, Buffer.from(await res.arrayBuffer()))
  }
  const out: Record<string, number | string> = {}
  const bare = await bareServer(html)
  try {
    for (const path of PAGES) {
      const site = await load(baseUrl + path)
      const ceiling = await load(bare.url + path)
      out[`${path} req/s`] = site.rps
      out[`${path} p50 ms`] = site.p50
      out[`${path} p99 ms`] = site.p99
      out[`${path} errors`] = site.errors
      out[`${path} bare node:http req/s`] = ceiling.rps
      out[`${path} bare node:http p50 ms`] = ceiling.p50
      out[`${path} bare node:http p99 ms`] = ceiling.p99
      out[`${path} HTML kB`] = Math.round(html.get(path)!.length / 102.4) / 10
    }
  } finally {
    await bare.close()
  }
  const js = await pageScripts(baseUrl, html.get('/')!.toString('utf8'))
  out['/ scripts'] = js.count
  out['/ JS kB (raw)'] = Math.round(js.raw / 102.4) / 10
  out['/ JS kB (gzip)'] = Math.round(js.gzip / 102.4) / 10
  return out
}
