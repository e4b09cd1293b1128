// A cluster for the `cluster` e2e project and `npm run bench -- cluster`: one build (the e2e
// sites' own, E2E_DIST, made by `npm run build`'s code when they have not made it), instances
// started with `npm run serve`'s launcher on one PostgreSQL database and one Redis prefix, behind
// the round-robin proxy.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isBuilt } from '../../scripts/lib/build'
import { precompressStatic } from '../../scripts/lib/precompress'
import { createTestDatabase, type TestDatabase } from '../../test/pg-server'
import { ADMIN } from './admin'
import { startProxy, type Proxy } from './proxy'
import { E2E_DIST, ROOT } from './servers'

const BASE = Number(process.env.E2E_PORT_BASE ?? 3100)
export const CLUSTER_PORTS = { proxy: BASE + 40, instances: [BASE + 41, BASE + 42] }
// Each launcher leads a process group of its own (its server is a child process), so a crash can
// take the whole instance down at once.
const launcher = (args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], {
    cwd: ROOT,
    env,
    detached: true,
  })

export interface Instance {
  port: number
  url: string
  child: ChildProcess
  output: () => string
  exited: Promise<number>
  /** A crash (kill -9 of the launcher and its server): no drain, whatever the instance was doing. */
  crash(): void
}

export interface Cluster<B extends { url: string; close(): Promise<void> } = Proxy> {
  proxy: B
  instances: Instance[]
  databaseUrl: string
  env: NodeJS.ProcessEnv
  /** Starts one more instance (`extra`: settings of its own). */
  start(port: number, extra?: Record<string, string>): Instance
  stop(): Promise<void>
}

/**
 * Every live process's command name, process group and CPU ticks, from /proc: its own (user +
 * system) and those of the children it has reaped (PostgreSQL's backends, once they exit, count in
 * the postmaster's; nginx's old workers in the master's).
 */
function processes(): { command: string; group: number; ticks: number }[] {
  const found = []
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat = ''
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    found.push({
      command,
      group: Number(fields[2]),
      ticks: fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0),
    })
  }
  return found
}

const seconds = (ticks: number) => ticks / 100

/**
 * CPU seconds (user + system) used so far by every process of these instances' groups (each
 * launcher leads its own: the launcher and its server; or any process started `detached`).
 */
export function cpuSecondsOf(instances: Pick<Instance, 'child'>[]): number {
  const groups = new Set(instances.map((i) => i.child.pid))
  return seconds(processes().reduce((sum, p) => sum + (groups.has(p.group) ? p.ticks : 0), 0))
}

/** CPU seconds used so far by the processes of these commands (postgres, redis-server, nginx). */
export function cpuSecondsOfCommands(commands: string[]): number {
  return seconds(processes().reduce((sum, p) => sum + (commands.includes(p.command) ? p.ticks : 0), 0))
}

/** Builds the cluster's site once (the build reads no database); skipped when up to date. */
export async function buildCluster(dist: string) {
  const env = { ...process.env, NEXT_DIST_DIR: dist }
  // The build's assets compressed once for nginx (an older build folder may lack them).
  if (isBuilt(env, ROOT)) return void precompressStatic(path.join(ROOT, dist, 'static'))
  const child = launcher(['--build-only'], env)
  let output = ''
  child.stdout?.on('data', (c) => (output += c))
  child.stderr?.on('data', (c) => (output += c))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`the cluster build failed:\n${output.slice(-3000)}`)
}

export async function waitForHealth(url: string, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${url} did not become healthy`)
}

/** Starts the instances together on an empty database, behind the proxy (or another balancer). */
export async function startCluster<B extends { url: string; close(): Promise<void> } = Proxy>(
  count = 2,
  extra: Record<string, string> = {},
  ports = CLUSTER_PORTS,
  /** The build folder. */
  dist = E2E_DIST,
  options: {
    /** The cluster's database (by default one of its own on the tests' PostgreSQL server). */
    database?: TestDatabase
    /** Started with the build folder too (nginx serves its static files itself). */
    balancer?: (port: number, backends: number[], dist: string) => Promise<B>
  } = {},
): Promise<Cluster<B>> {
  const siteUrl = `http://127.0.0.1:${ports.proxy}`
  await buildCluster(dist)
  const database = options.database ?? (await createTestDatabase('uppedicon_cluster'))
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-cluster-'))
  const prefix = `uppedicon-cluster-${randomBytes(4).toString('hex')}:`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: dist,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: prefix,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SITE_URL: siteUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO_CONTENT: 'true',
    TRUST_PROXY: 'loopback',
    PAYMENT_MODE: 'sandbox',
    SMTP_URL: '',
    JOBS_SWEEP_SECONDS: '5',
    LOG_FORMAT: 'text',
    ...extra,
  }
  const instances: Instance[] = []
  const start = (port: number, own: Record<string, string> = {}): Instance => {
    const dataDir = path.join(scratch, `data-${port}`)
    const child = launcher(['--serve-only'], { ...env, PORT: String(port), DATA_DIR: dataDir, ...own })
    let output = ''
    child.stdout?.on('data', (c) => (output += c))
    child.stderr?.on('data', (c) => (output += c))
    const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
    const crash = () => process.kill(-child.pid!, 'SIGKILL')
    const instance = { port, url: `http://127.0.0.1:${port}`, child, output: () => output, exited, crash }
    instances.push(instance)
    return instance
  }
  const backends = ports.instances.slice(0, count)
  for (const port of backends) start(port)
  await Promise.all(
    instances.map((i) =>
      waitForHealth(i.url).catch((error: Error) => {
        for (const other of instances) other.child.kill('SIGTERM')
        throw new Error(`${error.message} (exit ${i.child.exitCode}):\n${i.output().slice(-4000)}`)
      }),
    ),
  )
  const balance =
    options.balancer ??
    (startProxy as unknown as (port: number, backends: number[], dist: string) => Promise<B>)
  const proxy = await balance(ports.proxy, backends, dist)
  return {
    proxy,
    instances,
    databaseUrl: database.url,
    env,
    start,
    async stop() {
      await proxy.close()
      for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGTERM')
      await Promise.all(
        instances.map((i) => Promise.race([i.exited, new Promise((r) => setTimeout(r, 40_000))])),
      )
      await database.drop().catch(() => undefined)
      fs.rmSync(scratch, { recursive: true, force: true })
    },
  }
}
