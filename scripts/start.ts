// `npm start`: opens the database (embedded unless DATABASE_URL is set), applies pending
// migrations, creates the administrator and demo content on an empty database, builds the site
// when the sources changed since the last build, and serves it with our HTTP server
// (scripts/serve.ts, Next's handler behind node:http). `npm run dev` does the same in development
// mode (hot reload); `npm run build` stops after the build.
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
  authSecret,
  contentVersion,
  demoAdminHint,
  loadConfig,
  log,
  openDatabase,
  prepareDatabase,
} from './lib/runtime'

const mode = process.argv.includes('--dev')
  ? 'dev'
  : process.argv.includes('--build-only')
    ? 'build'
    : 'start'
const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
const distDir = process.env.NEXT_DIST_DIR || '.next'

const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'next.config.ts',
  'package.json',
  'tsconfig.json',
  'postcss.config.mjs',
]

/**
 * Fingerprint of everything a build depends on: file names, sizes and modification times, the
 * settings read at build time, and the database the pages were prerendered from (its identity
 * and the content version the seed bumps), so a build is never served over other data.
 */
function sourceFingerprint(databaseIdentity: string, contentVersion: string): string {
  const hash = createHash('sha256')
  hash.update(`database=${databaseIdentity}\ncontent=${contentVersion}\n`)
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name))
    } else {
      hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  SOURCES.forEach(walk)
  for (const key of ['SITE_URL', 'PAYMENT_GATEWAY_URL', 'NEXT_DIST_DIR'])
    hash.update(`${key}=${process.env[key] ?? ''}\n`)
  return hash.digest('hex')
}

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], { stdio: 'inherit', env })
}

/** The site's own HTTP server (the client's address from the socket: see scripts/serve.ts). */
function serve(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const script = path.join(import.meta.dirname, 'serve.ts')
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit', env })
}

function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}

async function waitUntilReady(port: number, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return false
}

async function main() {
  const cfg = loadConfig()
  const database = await openDatabase(cfg)
  let child: ChildProcess | undefined
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    if (child && child.exitCode === null) {
      child.kill('SIGTERM')
      await Promise.race([exitCodeOf(child), new Promise((r) => setTimeout(r, 5000))])
    }
    await database.close()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))

  try {
    log(`database: ${database.describe}`)
    await prepareDatabase(cfg, database.url)
  } catch (error) {
    console.error(`[uppedicon] could not prepare the database: ${(error as Error).message}`)
    await stop(1)
    return
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    EMBEDDED_DATABASE: database.embedded ? '1' : '',
    AUTH_SECRET: authSecret(cfg),
    SITE_URL: cfg.siteUrl,
    DATA_DIR: cfg.dataDir,
    UPLOAD_DIR: cfg.uploadDir,
    NEXT_TELEMETRY_DISABLED: '1',
  }

  if (mode === 'dev') {
    child = serve(['--dev'], { ...env, NODE_ENV: 'development' })
  } else {
    const fingerprint = sourceFingerprint(cfg.DATABASE_URL ?? cfg.dataDir, contentVersion(cfg))
    const stamp = path.join(distDir, 'source-fingerprint')
    const built =
      fs.existsSync(path.join(distDir, 'BUILD_ID')) &&
      fs.existsSync(stamp) &&
      fs.readFileSync(stamp, 'utf8') === fingerprint
    if (!built || mode === 'build') {
      log('building the site (first start or sources changed)…')
      child = run(['build'], { ...env, NODE_ENV: 'production' })
      const code = await exitCodeOf(child)
      if (code !== 0) {
        console.error('[uppedicon] the build failed')
        await stop(code)
        return
      }
      fs.writeFileSync(stamp, fingerprint)
    }
    if (mode === 'build') {
      await stop(0)
      return
    }
    child = serve([], { ...env, NODE_ENV: 'production' })
  }

  const server = child
  void exitCodeOf(server).then((code) => stop(code))
  if (await waitUntilReady(cfg.PORT, server)) {
    log(`UP Pedicon 2025 is running at ${cfg.siteUrl}`)
    log(
      `administrators sign in at ${cfg.siteUrl}/admin${cfg.embedded ? ` (demo: ${demoAdminHint(cfg)})` : ''}`,
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
