// The load balancer of the fault suite: nginx from Debian's package running deploy/nginx.conf itself
// (its upstream servers and listening address replaced by the test's loopback ports, everything
// else as shipped), as this test's own process with its own temporary folders; or, where nginx is
// not installed, the e2e proxy that follows the same rules (e2e/support/proxy.ts).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startProxy } from './proxy'
import { ROOT } from './servers'

export interface Balancer {
  kind: 'nginx' | 'proxy'
  url: string
  close(): Promise<void>
  /** What the balancer logged (nginx's error log), for a failure's post-mortem. */
  log(): string
}

export function nginxPath(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx'])
    if (fs.existsSync(candidate)) return candidate
  try {
    return execFileSync('sh', ['-c', 'command -v nginx']).toString().trim() || null
  } catch {
    return null
  }
}

/**
 * deploy/nginx.conf for a test: the upstream's servers become the backends' loopback ports (with
 * the shipped parameters), `listen 80` the given port, the micro-cache a folder of the test's own
 * and the static files' folder the build's (`staticDir`), inside a main configuration of its own.
 */
export function nginxConfig(
  port: number,
  backends: number[],
  dir: string,
  staticDir: string,
  workerConnections?: number,
): string {
  const shipped = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
  const servers = [...shipped.matchAll(/^(\s*)server app\d+:\d+([^;]*);\n/gm)]
  if (!servers.length || !/^\s*listen 80;$/m.test(shipped))
    throw new Error('deploy/nginx.conf: no `server appN:3000 …;` lines or no `listen 80;` to replace')
  const [, indent, parameters] = servers[0]
  const upstream = backends.map((p) => `${indent}server 127.0.0.1:${p}${parameters};\n`).join('')
  const replace = (text: string, pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: nothing matches ${pattern} to replace`)
    return text.replace(pattern, by)
  }
  let site = shipped.replace(servers.map((m) => m[0]).join(''), upstream)
  site = replace(site, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
  site = replace(
    site,
    /proxy_cache_path \/var\/cache\/nginx\/uppedicon /,
    `proxy_cache_path ${path.join(dir, 'cache')} `,
  )
  site = replace(site, /alias \/srv\/uppedicon\/static\/;/, `alias ${path.resolve(ROOT, staticDir)}/;`)
  return nginxMain(dir, site, workerConnections)
}

/**
 * A main configuration of nginx for a test, around the `http` block's contents: one worker (with
 * 2 048 connections unless told), the pid, log and temporary files in `dir`, no access log.
 */
export function nginxMain(dir: string, http: string, workerConnections = 2048): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    // As root, nginx's workers would run as nobody; they need this test's folders.
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    `events { worker_connections ${workerConnections}; }`,
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    http,
    '}',
    '',
  ].join('\n')
}

/** Resolves once something accepts connections on the loopback `port`. */
export async function listening(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (up) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`nothing listens on port ${port}`)
}

export async function startNginx(
  nginx: string,
  port: number,
  backends: number[],
  staticDir: string,
  workerConnections?: number,
): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-nginx-'))
  const config = path.join(dir, 'nginx.conf')
  fs.writeFileSync(config, nginxConfig(port, backends, dir, staticDir, workerConnections))
  const errorLog = path.join(dir, 'error.log')
  const child = spawn(nginx, ['-p', dir, '-c', config, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (c) => (output += c))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const log = () => output + (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '')
  try {
    await Promise.race([listening(port), exited.then(() => Promise.reject(new Error('nginx exited')))])
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}:\n${log()}`)
  }
  return {
    kind: 'nginx',
    url: `http://127.0.0.1:${port}`,
    log,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** nginx with deploy/nginx.conf where it is installed, else the e2e proxy. `dist`: the build
 * folder the instances serve, whose `static` nginx serves itself. */
export async function startBalancer(port: number, backends: number[], dist: string): Promise<Balancer> {
  const nginx = nginxPath()
  if (nginx) return startNginx(nginx, port, backends, path.join(dist, 'static'))
  console.warn('[faults] nginx is not installed: the e2e proxy stands in for it')
  const proxy = await startProxy(port, backends)
  return { kind: 'proxy', url: proxy.url, close: proxy.close, log: () => '' }
}
