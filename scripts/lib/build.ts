// One build that any number of instances serve. `next build` compiles the site and prerenders its
// pages; the prerender reads the cached domain readers, so it runs against a throwaway embedded
// database (empty, migrated) rather than the site's: the build needs no database, depends on no
// data, and its prerendered pages are never served (the page cache starts empty:
// lib/cache-handlers/pages.mjs). The fingerprint says whether the sources changed since the last
// build, so `npm start` rebuilds only then; `npm run serve` never builds.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { build as esbuild } from 'esbuild'
import { startEmbeddedServer } from '../../lib/db/embedded-server'
import { migrate } from '../../lib/db/migrate'
import { precompressStatic } from './precompress'

const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')

export const distDir = (env: NodeJS.ProcessEnv = process.env) => env.NEXT_DIST_DIR || '.next'

const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'instrumentation.ts',
  'proxy.ts',
  'next.config.ts',
  'package.json',
  'postcss.config.mjs',
  // Compiled with the build (serverBundle below).
  'scripts/serve.ts',
  // The database client is generated from it (lib/generated, which the walk skips).
  'prisma/schema.prisma',
]
// Read at build time (inlined into pages or the configuration's headers). SITE_URL is not: the
// server reads it when it starts (next.config.ts is evaluated again then), so one build serves
// the site under any address.
const BUILD_SETTINGS = ['PAYMENT_GATEWAY_URL', 'NEXT_DIST_DIR', 'ABSTRACTS_URL']

/**
 * Fingerprint of what a build depends on: the sources' names, sizes and modification times, the
 * settings read at build time, and tsconfig.json's compiler options by content (`next build`
 * rewrites that file's `include` list for each NEXT_DIST_DIR: its date and size say nothing).
 */
export function sourceFingerprint(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256')
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) {
      if (path.basename(p) === 'generated' || path.basename(p) === 'node_modules') return
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name))
    } else if (!p.endsWith('.test.ts')) {
      hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  SOURCES.forEach((s) => walk(path.join(root, s)))
  const tsconfig = path.join(root, 'tsconfig.json')
  if (fs.existsSync(tsconfig)) {
    const { compilerOptions } = JSON.parse(fs.readFileSync(tsconfig, 'utf8')) as { compilerOptions?: unknown }
    hash.update(`tsconfig=${JSON.stringify(compilerOptions ?? {})}\n`)
  }
  for (const key of BUILD_SETTINGS) hash.update(`${key}=${env[key] ?? ''}\n`)
  return hash.digest('hex')
}

const stampFile = (env: NodeJS.ProcessEnv = process.env) => path.join(distDir(env), 'source-fingerprint')

/** Is there a build of exactly these sources (and build-time settings of `env`)? */
export function isBuilt(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): boolean {
  const stamp = path.join(root, stampFile(env))
  return (
    fs.existsSync(path.join(root, distDir(env), 'BUILD_ID')) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === sourceFingerprint(root, env)
  )
}

export function hasBuild(): boolean {
  return fs.existsSync(path.join(distDir(), 'BUILD_ID'))
}

/** How long a lock may be held before another process takes it over (longer than any build). */
const LOCK_STALE_MS = 20 * 60_000

/**
 * Builds the site unless this build folder already holds a build of these sources; launchers
 * started together on one machine wait for one build instead of writing one folder twice.
 */
export async function ensureBuilt(log: (s: string) => void): Promise<number> {
  if (isBuilt()) return 0
  return withLock(
    `${distDir()}.build-lock`,
    () => log(`another launcher is building ${distDir()}: waiting for it`),
    async () => (isBuilt() ? 0 : buildSite(log)),
  )
}

/**
 * Runs `fn` holding `lock`, a directory made atomically (with its owner's pid inside); `onWait` is
 * called once if another process holds it. A lock older than LOCK_STALE_MS, or whose owner is
 * gone, is taken over.
 */
export async function withLock<T>(lock: string, onWait: () => void, fn: () => Promise<T>): Promise<T> {
  const owner = path.join(lock, 'pid')
  for (let waited = false; ; waited = true) {
    try {
      fs.mkdirSync(lock)
      fs.writeFileSync(owner, String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (!waited) onWait()
      if (staleLock(lock, owner)) fs.rmSync(lock, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await fn()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

function staleLock(lock: string, owner: string): boolean {
  try {
    if (Date.now() - fs.statSync(lock).mtimeMs > LOCK_STALE_MS) return true
    const pid = Number(fs.readFileSync(owner, 'utf8'))
    if (!pid) return false
    process.kill(pid, 0)
    return false
  } catch (error) {
    // No such process (ESRCH): its owner died. A lock just made may not name its owner yet, and
    // one just released is gone (ENOENT): neither is stale.
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** Builds the site against a throwaway embedded database; answers next build's exit code. */
export async function buildSite(log: (s: string) => void): Promise<number> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-build-'))
  const database = await startEmbeddedServer({ dataDir: path.join(scratch, 'pglite') })
  try {
    await migrate(database.url)
    log('building the site…')
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      UPPEDICON_BUILD: '1',
      DATABASE_URL: database.url,
      EMBEDDED_DATABASE: '1',
      DATA_DIR: path.join(scratch, 'data'),
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // Nothing of a build reaches the shared cache or the site's data.
      REDIS_URL: '',
      SMTP_URL: '',
      JOBS_SWEEP_SECONDS: '0',
    }
    const child = spawn(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env })
    const code = await new Promise<number>((resolve) =>
      child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
    )
    if (code === 0) {
      await bundleServer()
      log(`compressed ${precompressStatic(path.join(distDir(), 'static'))} static files once (for nginx)`)
      fs.writeFileSync(stampFile(), sourceFingerprint())
    }
    return code
  } finally {
    await database.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

/** The site's HTTP server (scripts/serve.ts) compiled to JavaScript with the build it serves. */
export const serverBundle = (env: NodeJS.ProcessEnv = process.env, root = process.cwd()) =>
  path.join(root, distDir(env), 'serve.mjs')

/**
 * Compiles scripts/serve.ts and the modules of lib/ it imports into one file of the build folder,
 * so a production server runs on plain Node: with tsx's loader in the process, every `import()`
 * asks the loader's thread to resolve it, and Next imports the page cache's handler once per
 * request. Packages stay imports of node_modules; the page cache's own modules
 * (lib/cache-handlers/*.mjs) stay imports of their files, so the server and the handlers Next
 * loads share one instance of each (the request's scope).
 */
export async function bundleServer(root = process.cwd(), outfile = serverBundle(process.env, root)) {
  await esbuild({
    entryPoints: [path.join(root, 'scripts/serve.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'shared-cache-modules',
        setup(build) {
          build.onResolve({ filter: /cache-handlers\/[^/]+\.mjs$/ }, (args) => {
            const relative = path.relative(path.dirname(outfile), path.resolve(args.resolveDir, args.path))
            return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true }
          })
        },
      },
    ],
  })
}
