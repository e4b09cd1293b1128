// Helper of the morning bench (morning.ts): the machine's own limits, measured beside the site in
// the same run. `/` through nginx's micro-cache against the same nginx settings serving the same
// bytes as a file; `/` from the site alone against a bare node:http server answering the same
// bytes from memory.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { nginxMain, nginxPath } from '../../e2e/support/balancer'
import { load, type Load } from './load'

/** A bare HTTP server answering every request with `body` (what Node alone can do). */
export async function bareServer(body: Buffer): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** nginx (one worker, as the balancer runs) serving `body` as a static file on `port`. */
export async function nginxFile(
  body: Buffer,
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const nginx = nginxPath()
  if (!nginx) throw new Error('nginx is not installed')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-nginx-file-'))
  fs.mkdirSync(path.join(dir, 'www'))
  fs.writeFileSync(path.join(dir, 'www', 'index.html'), body)
  const config = nginxMain(
    dir,
    `  default_type text/html;
  server { listen 127.0.0.1:${port}; keepalive_timeout 30s; root ${path.join(dir, 'www')}; }`,
  )
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config)
  const child = spawn(
    nginx,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: 'ignore',
    },
  )
  const url = `http://127.0.0.1:${port}/index.html`
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    async close() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface Ratio {
  site: Load
  ceiling: Load
  ratio: number
}

/** `url` under load, then the ceiling serving the same bytes, one after the other. */
export async function ratioOf(
  url: string,
  ceiling: (body: Buffer) => Promise<{ url: string; close(): Promise<void> }>,
) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer())
  await fetch(url) // a second time: cached everywhere
  const site = await load(url)
  const bare = await ceiling(body)
  try {
    const top = await load(bare.url)
    return { site, ceiling: top, ratio: Math.round((site.rps / Math.max(1, top.rps)) * 1000) / 1000 }
  } finally {
    await bare.close()
  }
}
