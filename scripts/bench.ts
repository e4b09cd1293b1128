// `npm run bench`: serves the production build (embedded database with the demo content, its own
// data and build folders) and runs every benchmark module of scripts/bench/ against it, in one
// run. A module is a file exporting `default async (baseUrl) => Record<string, number | string>`;
// add one and it runs too. Set BENCH_URL to measure a site that is already running instead, and
// BENCH_SECONDS / BENCH_CONNECTIONS to change the load (default 10 s, 10 connections).
//   npm run bench                      # all modules
//   npm run bench -- pages             # only scripts/bench/pages.ts
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { BENCH_CONNECTIONS, BENCH_SECONDS } from './bench/load'

type BenchModule = (baseUrl: string) => Promise<Record<string, number | string>>

const ROOT = path.resolve(import.meta.dirname, '..')
const BENCH_DIR = path.join(ROOT, 'scripts/bench')
const PORT = Number(process.env.BENCH_PORT ?? 3900)
const SITE_ENV = { DATA_DIR: '.data-bench', DATABASE_URL: '' }

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
  const only = process.argv.slice(2)
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
  try {
    for (const [name, run] of benches) {
      try {
        const results = await run(site.url)
        console.log(`## ${name}\n\n| metric | value |\n|---|---:|`)
        for (const [k, v] of Object.entries(results)) console.log(`| ${k} | ${v} |`)
        console.log('')
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
