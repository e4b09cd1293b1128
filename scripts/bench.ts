// `npm run bench`: serves the production build (embedded database with the demo content, its own
// data and build folders) and runs every benchmark module of scripts/bench/ against it, in one
// run. A module is a file exporting `default async (baseUrl) => Record<string, number | string>`;
// add one and it runs too. Set BENCH_URL to measure a site that is already running instead, and
// BENCH_SECONDS / BENCH_CONNECTIONS to change the load (default 10 s, 10 connections). A figure
// may carry a budget (scripts/bench/figures.ts): it is printed with pass / FAIL. Each figure is
// printed beside the previous run's, kept in .bench/last.json (git-ignored).
//   npm run bench                      # all modules
//   npm run bench -- pages             # only scripts/bench/pages.ts
//   npm run bench -- budgets           # only the performance budgets
//   npm run bench -- morning --delegates 500 --minutes 2   # the opening morning, scaled down
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { readLastRun, saveRun, table, valueOf, type Figures } from './bench/figures'
import { BENCH_CONNECTIONS, BENCH_SECONDS } from './bench/load'

type BenchModule = (baseUrl: string) => Promise<Figures>

const ROOT = path.resolve(import.meta.dirname, '..')
const BENCH_DIR = path.join(ROOT, 'scripts/bench')
const PORT = Number(process.env.BENCH_PORT ?? 3900)
// The bench's delegates come from addresses of their own (X-Forwarded-For from the loopback), as
// real delegates do: the per-client limits of the public writes apply to each of them.
const SITE_ENV = { DATA_DIR: '.data-bench', DATABASE_URL: '', TRUST_PROXY: 'loopback' }

/** The benchmark modules: every .ts file of scripts/bench/ with a default export (helpers have none). */
async function modules(only: string[]): Promise<[string, BenchModule][]> {
  const found: [string, BenchModule][] = []
  for (const file of fs.readdirSync(BENCH_DIR).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.d.ts')) continue
    const name = file.slice(0, -3)
    if (only.length && !only.includes(name)) continue
    const mod = (await import(pathToFileURL(path.join(BENCH_DIR, file)).href)) as { default?: BenchModule }
    if (typeof mod.default === 'function') found.push([name, mod.default])
  }
  return found
}

async function startSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  const require = createRequire(import.meta.url)
  const child: ChildProcess = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(ROOT, 'scripts/start.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true, // its own process group: stopping it stops next start and the database too
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        ...SITE_ENV,
        NEXT_DIST_DIR: '.next-bench',
        SITE_URL: `http://localhost:${PORT}`,
      },
    },
  )
  // Modules that look into the site's database (registration) find it through the same settings.
  Object.assign(process.env, SITE_ENV)
  const url = `http://127.0.0.1:${PORT}`
  const deadline = Date.now() + 900_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('the site did not start in time')
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      process.kill(-child.pid!, 'SIGTERM')
    })
  return { url, stop }
}

async function main() {
  // Module names; `--name value` options are the modules' own (scripts/bench/morning.ts).
  const args = process.argv.slice(2)
  const only = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
  const benches = await modules(only)
  if (!benches.length)
    throw new Error(`no benchmark module${only.length ? ` named ${only.join(', ')}` : ''} in scripts/bench/`)
  const site = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startSite()
  const cpu = os.cpus()
  console.log(
    `\nbenchmark: ${site.url}, ${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s per run, ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}\n`,
  )
  let failed = false
  const previous = readLastRun()
  const ran: Record<string, Record<string, number | string>> = {}
  try {
    for (const [name, run] of benches) {
      try {
        const results = await run(site.url)
        console.log(`## ${name}\n\n${table(results, previous[name])}\n`)
        ran[name] = Object.fromEntries(Object.entries(results).map(([k, f]) => [k, valueOf(f)]))
        saveRun(ran)
      } catch (error) {
        failed = true
        console.error(`## ${name}: failed:`, error)
      }
    }
  } finally {
    await site.stop()
  }
  process.exit(failed ? 1 : 0)
}

await main()
