// A spec's own extra server on the e2e sites' existing build (E2E_DIST): our HTTP server
// (scripts/serve.ts) with settings of the spec's own, e.g. an unreachable database, or no
// TRUST_PROXY. Answers once the server answers /healthz (whatever the status).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { databaseUrl, serverInfo } from './db'
import { E2E_DIST, ROOT, type ServerName } from './servers'

/**
 * The settings of a second instance of an e2e site: its build, database, files and secret (what
 * instances behind one load balancer share), on `port`; `env` adds or overrides.
 */
export function siblingEnv(server: ServerName, port: number, env: Record<string, string> = {}) {
  const info = serverInfo(server)
  return {
    NEXT_DIST_DIR: E2E_DIST,
    DATABASE_URL: databaseUrl(server),
    PAYMENT_MODE: 'sandbox',
    EMBEDDED_DATABASE: server === 'embedded' ? '1' : '',
    AUTH_SECRET: fs.readFileSync(path.join(info.dataDir, 'auth-secret'), 'utf8').trim(),
    DATA_DIR: info.dataDir,
    UPLOAD_DIR: info.uploadDir,
    SITE_URL: `http://localhost:${port}`,
    ...env,
  }
}

export async function startSpareServer(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => void; kill: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () => void child.kill('SIGTERM')
  /** A crash: no drain, whatever the server was doing. */
  const kill = () => void child.kill('SIGKILL')
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`${url}/healthz`)
      return { url, stop, kill }
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  stop()
  throw new Error(`the spare server on port ${port} did not start`)
}
