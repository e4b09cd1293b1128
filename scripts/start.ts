// The launcher.
//   npm start        database (embedded unless DATABASE_URL is set), migrations and first-start
//                    content, a build when the sources changed since the last one, then serve
//   npm run build    one build, without any database (scripts/lib/build.ts)
//   npm run serve    serve the existing build (never builds): what each instance of a cluster runs
//   npm run dev      development mode (hot reload)
// Preparing the database takes a PostgreSQL advisory lock, so instances started together
// migrate and seed once. The server itself is scripts/serve.ts (node:http in front of Next).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { paymentModeProblem, type Env } from '../lib/env'
import { dropFailedLogWrites } from '../lib/ops/log-streams'
import { buildSite, ensureBuilt, hasBuild, isBuilt, serverBundle } from './lib/build'
import {
  authSecret,
  demoAdminHint,
  loadConfig,
  log,
  openDatabase,
  prepareDatabase,
  type Database,
} from './lib/runtime'

const mode = process.argv.includes('--dev')
  ? 'dev'
  : process.argv.includes('--build-only')
    ? 'build'
    : process.argv.includes('--serve-only')
      ? 'serve'
      : 'start'

/**
 * The site's own HTTP server (the client's address from the socket: see scripts/serve.ts): the
 * build's compiled copy on plain Node (scripts/lib/build.ts, serverBundle), or the source through
 * tsx in development and for a build folder made before there was one.
 * SERVE_NODE_FLAGS: Node's flags for it, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it
 * (docs/performance.md); Node refuses those in NODE_OPTIONS.
 */
function serve(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const flags = (env.SERVE_NODE_FLAGS ?? '').split(' ').filter(Boolean)
  const bundle = serverBundle(env)
  const program =
    !args.includes('--dev') && fs.existsSync(bundle)
      ? [bundle]
      : ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts')]
  return spawn(process.execPath, [...flags, ...program, ...args], { stdio: 'inherit', env })
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

async function buildOnly() {
  const code = await buildSite(log)
  if (code !== 0) console.error('[uppedicon] the build failed')
  process.exit(code)
}

/** The server's environment: the database the launcher opened and the settings it resolved. */
function siteEnv(cfg: Env, database: Database, secret: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: database.url,
    EMBEDDED_DATABASE: database.embedded ? '1' : '',
    AUTH_SECRET: secret,
    SITE_URL: cfg.siteUrl,
    DATA_DIR: cfg.dataDir,
    UPLOAD_DIR: cfg.uploadDir,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/** Never take pretend money by accident: a production database needs an explicit payment mode. */
function checkPaymentMode(cfg: Env) {
  const problem = paymentModeProblem(cfg)
  if (problem) {
    console.error(`[uppedicon] cannot start: ${problem}`)
    process.exit(1)
  }
  log(
    `payments: ${cfg.paymentMode === 'sandbox' ? 'SANDBOX (test mode, no money moves)' : "the bank's gateway"}`,
  )
}

async function main() {
  if (mode === 'build') return buildOnly()
  const cfg = loadConfig()
  if (mode === 'serve' && !hasBuild()) {
    console.error('[uppedicon] there is no build to serve: run `npm run build` first')
    process.exit(1)
  }
  const secret = authSecret(cfg)
  checkPaymentMode(cfg)
  const database = await openDatabase(cfg)
  const running: { child?: ChildProcess } = {}
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    // The server drains its requests on SIGTERM (scripts/serve.ts): give it the time to.
    const { child } = running
    if (child && child.exitCode === null) {
      child.kill('SIGTERM')
      await Promise.race([exitCodeOf(child), new Promise((r) => setTimeout(r, 35_000))])
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

  const env = siteEnv(cfg, database, secret)
  if (mode === 'start' && !isBuilt()) {
    log('the sources changed since the last build (or there is none)')
    const code = await ensureBuilt(log)
    if (code !== 0) {
      console.error('[uppedicon] the build failed')
      await stop(code)
      return
    }
  }
  const server = serve(mode === 'dev' ? ['--dev'] : [], {
    ...env,
    NODE_ENV: mode === 'dev' ? 'development' : 'production',
  })
  running.child = server
  void exitCodeOf(server).then((code) => stop(code))
  if (await waitUntilReady(cfg.PORT, server)) {
    log(`the site is running at ${cfg.siteUrl}`)
    log(
      `administrators sign in at ${cfg.siteUrl}/admin${cfg.embedded ? ` (demo: ${demoAdminHint(cfg)})` : ''}`,
    )
  }
}

// The server is stopped through the launcher: it must outlive a log stream that fails.
dropFailedLogWrites()
main().catch((error) => {
  console.error(`[uppedicon] ${(error as Error).message}`)
  process.exit(1)
})
